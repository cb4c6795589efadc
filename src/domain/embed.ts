/**
 * The contract between the app and the embeddable widget: the snippet an owner pastes, the class and data
 * attributes of a root, the global the script exposes and the document events that drive a preview root.
 * Pure, so the editor's Publication step, the app's preview and the widget's tests share one definition.
 */

/**
 * Class every widget root carries; `data-id` names the form, `data-preview` marks an app-driven root, and
 * `data-chat-id` names a trained chat instead of a form (the chat embed).
 */
export const WIDGET_ROOT_CLASS = 'aii-cx-widget-root';
export const WIDGET_ROOT_SELECTOR = `.${WIDGET_ROOT_CLASS}[data-id],.${WIDGET_ROOT_CLASS}[data-chat-id]`;
/** Name of the small global API the script sets on `window` (mount, destroy). */
export const WIDGET_GLOBAL = 'aiiCxWidget';

/**
 * The parts of a form the preview shows: the whole form (as a visitor meets it), only the lead form, the thank-you
 * text, or the fields without the lead gate (the editor's Fields and AI Settings steps: a form that asks for the
 * contact first would otherwise hide the questions being built).
 */
export const previewModes = ['whole', 'leadForm', 'gratitude', 'fields'] as const;
export type PreviewMode = (typeof previewModes)[number];

/** Anything else the app might send means the whole form, as in the original widget. */
export function toPreviewMode(value: unknown): PreviewMode {
  return previewModes.includes(value as PreviewMode) ? (value as PreviewMode) : 'whole';
}

export type FormId = number | string;

/** Event carrying the whole form model to a preview root (`detail.data`). */
export const setModelDataEvent = (formId: FormId) => `aii-cx-widget-${formId}-set-model-data`;
/** Event switching a preview root between its parts (`detail.mode`). */
export const changePreviewModeEvent = (formId: FormId) => `aii-cx-widget-${formId}-change-preview-mode`;

const attributeEscapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };
function escapeAttribute(value: string): string {
  return value.replace(/[&"<>']/g, (ch) => attributeEscapes[ch]!);
}

/** The address of a form's model for the widget (its first call; src/widget/client.ts asks for the same). */
export const widgetFormUrl = (apiUrl: string, formId: FormId) => `${apiUrl.replace(/\/$/, '')}/api/v1/lead_forms/${encodeURIComponent(String(formId))}/widget/`;

/** What a root shows: a form, or a trained chat in the page or behind a floating button (`launcher`). */
export type EmbedTarget = { formId: FormId } | { chatId: FormId; launcher: boolean };

/**
 * The embed code an owner copies: the widget script (an ES module, so it can load its sanitiser lazily; `async`, so
 * it runs as soon as it arrives instead of after the whole host page has been read, about 100 ms sooner on a phone)
 * and one root element for the form or the chat. The values are escaped, so a strange id or URL cannot break out
 * of its attribute.
 *
 * `height` (a form's, in CSS pixels, as the editor's preview measured it) reserves the form's space before the script
 * has run, so the host page's text below it does not move when the form arrives (a layout shift). It is on a box
 * around the root, not on the root: the widget's `:host { all: initial !important }` resets the root's own styles,
 * even its inline ones. Only a whole number of pixels is written, whatever is passed.
 *
 * `apiUrl` (the backend the widget calls) starts the form's call with the page, beside the script's download, instead
 * of after the script has arrived and run: the widget's own identical call then takes the preloaded answer.
 */
export function buildEmbedSnippet({ scriptUrl, target, height, apiUrl }: { scriptUrl: string; target: EmbedTarget; height?: number; apiUrl?: string }): string {
  const names =
    'formId' in target
      ? `data-id="${escapeAttribute(String(target.formId))}"`
      : `data-chat-id="${escapeAttribute(String(target.chatId))}"${target.launcher ? ' data-launcher' : ''}`;
  const root = `<div class="${WIDGET_ROOT_CLASS}" ${names}></div>`;
  const reserved = typeof height === 'number' && height > 0 && height < 1e5 ? Math.ceil(height) : 0;
  const preload = apiUrl && 'formId' in target ? `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(widgetFormUrl(apiUrl, target.formId))}">\n` : '';
  return `${preload}<script type="module" async src="${escapeAttribute(scriptUrl)}"></script>\n${reserved ? `<div style="min-height:${reserved}px">${root}</div>` : root}`;
}
