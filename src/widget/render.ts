/**
 * Drawing one widget from its state: plain DOM, the whole view a few elements rebuilt on each step (the view keeps
 * the drawn answer painting in place while it streams). Owner content is untrusted: texts are set as text, owner
 * HTML waits for the sanitiser's chunk, images and links must be http(s) (docs/widget.md, "Safety").
 */
import { BRANDING_URL } from '../domain/constants';
import type { PreviewMode } from '../domain/embed';
import type { WidgetField, WidgetModel } from '../domain/widgetModel';
import { pickLanguage, type TextKey, type Translate } from './i18n';
import { answerPainter, renderMarkdown, safeHttpUrl } from './markdown';
import { askedContacts, leadStrategy, type WidgetEvent, type WidgetState } from './state';
import { asList, type AskedContact } from './validation';

/** Where the form is: on its way, drawn, not published (a quiet notice), or not loaded or not drawable. */
export type Load = 'loading' | 'ready' | 'unavailable' | 'failed';

/** A value typed or chosen, in the fields' form or the lead form. */
export type Change = (event: Extract<WidgetEvent, { type: 'value' | 'contact' }>) => void;

/** Paints the answer drawn last as it grows. */
export type Painter = (answer: string) => void;

export const h = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string | boolean> = {}, ...children: (Node | string | null | false)[]) => {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === false) continue;
    if (key === 'text') el.textContent = String(value);
    else el.setAttribute(key, value === true ? '' : value);
  }
  el.append(...children.filter((c): c is Node | string => c !== null && c !== false));
  return el;
};

const safeImage = (url: string | undefined | null) => (url && /^data:image\/(png|jpe?g|gif|webp);/i.test(url) ? url : safeHttpUrl(url ?? ''));
const htmlCache = new Map<string, Promise<DocumentFragment>>();

/** Owner HTML, sanitised in its own lazily loaded chunk; nothing is shown until it is clean. */
function ownerHtml(markup: string | undefined): Node {
  const box = h('div');
  if (!markup) return box;
  if (!htmlCache.has(markup)) htmlCache.set(markup, import('./sanitize').then(({ sanitizedHtml }) => sanitizedHtml(markup)));
  void htmlCache.get(markup)!.then((clean) => box.replaceChildren(clean.cloneNode(true)), () => undefined);
  return box;
}

/**
 * The widget's box for one step: the loading, unavailable or failed notice without a model; else the intro, the
 * step's forms and answer (by the lead strategy, or the part an editor's preview asks for), the owner's HTML and the
 * branding. Returns it with the painter of the answer it drew, if any.
 */
export function drawWidget(
  load: Load,
  m: WidgetModel | null,
  mode: PreviewMode,
  state: WidgetState,
  t: Translate,
  languages: readonly string[],
  // What the drawn form lets the visitor do: the view's handlers.
  generate: (more: boolean) => Promise<void>,
  stop: () => void,
  copy: () => void,
  reset: () => void,
  sendLead: (asked: AskedContact[]) => Promise<void>,
  change: Change,
): [HTMLElement, Painter | null] {
  const { phase, errors } = state;
  let paint: Painter | null = null;

  const thanks = (): HTMLElement =>
    h('div', { class: 'note' }, h('h3', { id: 'thanks', tabindex: '-1', text: m!.thank_you_text || t('thanks') }), state.emailed ? h('p', { text: t('emailed') }) : null);

  const actionButton = (key: TextKey, action: () => void, secondary = true): HTMLButtonElement => {
    const b = h('button', { type: 'button', class: secondary ? 's' : '', text: t(key) });
    b.addEventListener('click', action);
    return b;
  };

  /** A refusal the form has no field for (`fx`: the fields' form, `lx`: the lead form), above its button. */
  const formError = (key: 'fx' | 'lx'): HTMLElement[] => (errors[key] ? [h('p', { class: 'err', id: key, tabindex: '-1', text: errors[key] })] : []);

  const fieldsForm = (): HTMLElement => {
    const form = h('form', { novalidate: true, 'aria-label': m!.header || t('generate') });
    m!.fields.aiFields.forEach((field, i) => form.append(fieldBlock(field, `f${i}`)));
    const streaming = phase === 'streaming';
    const row = h('div', { class: 'row' }, h('button', { type: 'submit', disabled: streaming, text: m!.fields.runAiBtn?.title || t('generate') }));
    // Stop sits beside Generate, above the answer: under the answer it moved down a line every few words while the
    // visitor aimed at it, and a click landed on the answer instead.
    if (streaming) row.append(actionButton('stop', stop, false));
    form.append(...formError('fx'), row);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void generate(false);
    });
    return form;
  };

  /** A labelled control with its description and its error message next to it. */
  const fieldBlock = (field: WidgetField, id: string): Node => {
    switch (field.type) {
      case 'HeaderField':
        return h(/^h[1-6]$/.test(field.size) ? field.size : 'h3', { text: field.title });
      case 'HtmlField':
        return ownerHtml(field.markup);
      case 'ImageField': {
        const src = safeImage(field.image?.url);
        if (!src) return document.createTextNode('');
        const img = h('img', { src, alt: '' });
        img.style.width = field.align === 'stretch' ? '100%' : `${Math.max(1, Math.min(100, Number(field.width) || 100))}%`;
        return h('div', { class: `img ${field.align}` }, img);
      }
      case 'ButtonField':
        return h('div', { class: 'row' }, h('button', { type: 'submit', text: field.title }));
    }
    if (field.enabled === false) return document.createTextNode('');
    const ref = field.fieldRef;
    const error = errors[ref];
    const described = [field.description && `${id}d`, error && `${id}e`].filter(Boolean).join(' ');
    const common = { id, 'aria-describedby': described || false, 'aria-invalid': error ? 'true' : false, 'aria-required': field.required ? 'true' : false };
    // A question still without a title (the editor's preview while it is built) is labelled by its ref.
    const label = [`${field.title ?? ''}`.trim() || ref, field.required ? '' : ` ${t('optional')}`].join('');
    const parts: (Node | null)[] = [];
    // What the visitor chose so far: each checkbox takes its option out and, checked, puts it last.
    let chosen = asList(state.values[ref]);
    if (field.type === 'SelectField' && field.isMultiple) {
      const box = h('fieldset', { ...common, 'aria-required': false, id: `${id}g` }, h('legend', { text: label }));
      field.options.forEach((option, j) => {
        const check = h('input', { type: 'checkbox', id: `${id}o${j}`, value: option, checked: chosen.includes(option) });
        check.addEventListener('change', () => {
          chosen = chosen.filter((o) => o !== option);
          change({ type: 'value', ref, value: (chosen = check.checked ? [...chosen, option] : chosen) });
        });
        box.append(h('label', { class: 'o', for: `${id}o${j}` }, check, option));
      });
      parts.push(box);
    } else {
      parts.push(h('label', { for: id, text: label }));
      let control: HTMLTextAreaElement | HTMLSelectElement | HTMLInputElement;
      if (field.type === 'SelectField') {
        control = h('select', common, h('option', { value: '', text: '—' }), ...field.options.map((o) => h('option', { value: o, text: o })));
      } else {
        // The owner chooses: a one-line answer (the default) or a box of several lines.
        control = field.multiline ? h('textarea', { ...common, rows: '3' }) : h('input', { ...common, type: 'text' });
      }
      control.value = chosen[0] ?? '';
      control.addEventListener(field.type === 'SelectField' ? 'change' : 'input', () => change({ type: 'value', ref, value: control.value }));
      parts.push(control);
    }
    if (field.description) parts.splice(1, 0, h('p', { class: 'd', id: `${id}d`, text: field.description }));
    return h('div', {}, ...parts, error ? h('p', { class: 'err', id: `${id}e`, text: error }) : null);
  };

  const leadForm = (): HTMLElement => {
    const asked = askedContacts(m!, t);
    const form = h('form', { novalidate: true, 'aria-labelledby': 'lt' }, h('h3', { id: 'lt', text: t('leadPrompt') }));
    if (state.truncated && !state.lead) form.prepend(h('p', { class: 'note', text: t('emailTeaser') }));
    for (const { key, title, required } of asked) {
      const error = errors[key];
      const input = h('input', {
        id: `l${key}`,
        type: key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text',
        autocomplete: key === 'phone' ? 'tel' : key,
        'aria-required': required ? 'true' : false,
        'aria-invalid': error ? 'true' : false,
        'aria-describedby': error ? `l${key}e` : false,
      });
      input.value = state.contact[key];
      input.addEventListener('input', () => change({ type: 'contact', key, value: input.value }));
      const label = title + (required ? '' : ` ${t('optional')}`);
      form.append(h('div', {}, h('label', { for: `l${key}`, text: label }), input, error ? h('p', { class: 'err', id: `l${key}e`, text: error }) : null));
    }
    form.append(...formError('lx'), h('div', { class: 'row' }, h('button', { type: 'submit', disabled: state.busy, text: m!.fields.submitFormBtn?.title || t('send') })));
    if (state.note && phase !== 'failed') form.append(h('p', { class: 'note bad', text: t(state.note) }));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void sendLead(asked);
    });
    return form;
  };

  const answerBlock = (): (Node | null)[] => {
    const { answer, note } = state;
    if (phase === 'idle' && !answer) return [];
    const streaming = phase === 'streaming';
    const answerEl = h('section', { class: 'ans', 'aria-label': t('answer'), 'aria-busy': streaming ? 'true' : 'false' });
    paint = answerPainter(answerEl);
    paint(answer);
    // While it streams, the answer's one action (Stop) is in the fields' row above it.
    const actions = streaming
      ? []
      : [
          answer ? actionButton('copy', copy) : null,
          m!.fields.enableGenerateMoreBtn && phase === 'done' && !state.truncated ? actionButton('more', () => void generate(true)) : null,
          actionButton('reset', reset),
        ];
    const shownNote = phase === 'failed' || phase === 'stopped' ? note : null;
    return [
      answerEl,
      shownNote ? h('p', { class: `note${phase === 'failed' ? ' bad' : ''}`, text: t(shownNote) }) : null,
      streaming ? null : h('div', { class: 'row' }, ...actions),
    ];
  };

  /** The step the visitor is at: the strategy and the state decide, or the part an editor's preview shows. */
  const steps = (): (Node | null)[] => {
    const strategy = leadStrategy(m!);
    if (mode === 'gratitude') return [thanks()];
    if (mode === 'leadForm') return [leadForm()];
    if (mode === 'fields') return [fieldsForm()];
    if (state.finished && strategy !== 'BEFORE') return [...answerBlock(), thanks()];
    if (strategy === 'BEFORE' && !state.lead) return [leadForm()];
    const leadAfter = strategy !== 'DISABLED' && strategy !== 'BEFORE' && !state.lead && phase === 'done';
    return [fieldsForm(), ...answerBlock(), leadAfter ? leadForm() : null];
  };

  const view = h('div', { class: 'w', 'data-state': load });
  if (!m) {
    view.append(h('p', { text: t(load === 'ready' ? 'loading' : load) }));
  } else {
    if (m.page_type === 'mini_page') view.classList.add('mini');
    if (m.transparent_background) view.classList.add('clear');
    view.lang = pickLanguage(m.language_code, languages);
    const logo = safeImage(m.logo);
    const intro: (Node | null)[] = [
      logo ? h('img', { class: 'logo', src: logo, alt: '' }) : null,
      m.header ? h('h2', { text: m.header }) : null,
      m.description ? h('p', { text: m.description }) : null,
    ];
    const main = h('div', { class: 'main' }, ...steps(), ownerHtml(m.custom_html));
    if (m.page_type === 'mini_page') view.append(h('div', { class: 'cta' }, ...intro, renderMarkdown(m.call_to_action ?? '')), main);
    else view.append(...intro.filter((n) => n !== null), main);
    // The owner's plan shows the product's branding: drawn with the form, so it moves nothing when it appears.
    if (m.show_branding === true) view.append(h('a', { class: 'brand', href: BRANDING_URL, target: '_blank', rel: 'noopener', text: t('madeWith') }));
  }
  return [view, paint];
}
