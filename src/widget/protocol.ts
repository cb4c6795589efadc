/**
 * The app's side of the widget protocol: load the widget script from the app's own host, mount a preview
 * root, push the form model and the previewed part to it. The only module of src/widget the app may import
 * (it brings none of the widget's code: the script is loaded, not bundled).
 */
import {
  changePreviewModeEvent,
  setModelDataEvent,
  WIDGET_GLOBAL,
  WIDGET_ROOT_CLASS,
  type FormId,
  type PreviewMode,
  type WidgetModel,
} from '../domain';

/** The global the widget script sets on `window`. */
export interface WidgetGlobalApi {
  /** Mounts every widget root inside `scope` (default: the document) that is not mounted yet. */
  mount(scope?: ParentNode): void;
  /** Unmounts every root: listeners, streams, observers and everything the widget added are removed. */
  destroy(): void;
}

type WidgetWindow = Window & { [WIDGET_GLOBAL]?: WidgetGlobalApi };

/**
 * URL of the widget script on the app's own host, with a cache-busting timestamp. In development
 * Vite serves the widget's source module directly.
 */
export function widgetScriptUrl(now: number = Date.now()): string {
  const base = import.meta.env.BASE_URL;
  const path = import.meta.env.DEV ? `${base}src/widget/main.ts` : `${base}widget.js`;
  return `${new URL(path, window.location.origin).href}?t=${now}`;
}

/**
 * Marks the widget's script element with its state: 'loading', then 'loaded' or 'failed'. On a share page, index.html's
 * own script adds it while the app's code is still on its way (src/app/earlyCallsScript.ts); loadWidget then waits
 * for that one instead of asking for the script a second time.
 */
const SCRIPT_STATE = 'data-widget-script';

/** Adds the widget's script to the page, marked with its state (SCRIPT_STATE). */
export function addWidgetScript(scriptUrl: string = widgetScriptUrl()): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = scriptUrl;
  script.setAttribute(SCRIPT_STATE, 'loading');
  script.addEventListener('load', () => script.setAttribute(SCRIPT_STATE, 'loaded'));
  script.addEventListener('error', () => script.setAttribute(SCRIPT_STATE, 'failed'));
  document.head.append(script);
  return script;
}

let loading: Promise<WidgetGlobalApi> | null = null;

/** Loads the widget script once per page (or waits for the one still loading) and resolves with its global API. */
export function loadWidget(scriptUrl: string = widgetScriptUrl()): Promise<WidgetGlobalApi> {
  const ready = (window as WidgetWindow)[WIDGET_GLOBAL];
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<WidgetGlobalApi>((resolve, reject) => {
    const script = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_STATE}="loading"]`) ?? addWidgetScript(scriptUrl);
    script.addEventListener('load', () => {
      const api = (window as WidgetWindow)[WIDGET_GLOBAL];
      if (api) resolve(api);
      else reject(new Error('The widget script loaded but did not start.'));
    });
    script.addEventListener('error', () => {
      loading = null;
      script.remove();
      reject(new Error('The widget script could not be loaded.'));
    });
  });
  return loading;
}

/** Attributes of a preview root, for JSX: `<div {...previewRootAttributes(formId)} />`. */
export function previewRootAttributes(formId: FormId) {
  return { className: WIDGET_ROOT_CLASS, 'data-id': String(formId), 'data-preview': '' } as const;
}

/** Attributes of a visitor's root (the share page): the widget loads the published form and makes calls. */
export function widgetRootAttributes(formId: FormId) {
  return { className: WIDGET_ROOT_CLASS, 'data-id': String(formId) } as const;
}

/** Sends the whole form model to the preview roots of `formId`; the widget re-renders from it. */
export function pushPreviewModel(formId: FormId, model: WidgetModel): void {
  document.dispatchEvent(new CustomEvent(setModelDataEvent(formId), { detail: { data: model } }));
}

/** Shows one part of the form in the preview roots of `formId`. */
export function setPreviewMode(formId: FormId, mode: PreviewMode): void {
  document.dispatchEvent(new CustomEvent(changePreviewModeEvent(formId), { detail: { mode } }));
}

/** Attributes of a chat's root, for JSX: the chat as a visitor meets it, or (`preview`) driven by pushChatPreview. */
export function chatRootAttributes(chatId: FormId, { preview = false } = {}) {
  return { className: WIDGET_ROOT_CLASS, 'data-chat-id': String(chatId), ...(preview ? { 'data-preview': '' } : {}) } as const;
}
