/**
 * One widget: a root element on the host page, its open shadow root, and the form it renders. Plain DOM:
 * the whole view is a few elements rebuilt on each step, and only the streamed answer changes in place.
 */
import { BRANDING_URL } from '../domain/constants';
import { changePreviewModeEvent, setModelDataEvent, toPreviewMode, type PreviewMode } from '../domain/embed';
import { readableTextOn } from '../domain/contrast';
import type { WidgetField, WidgetFieldValue, WidgetModel } from '../domain/widgetModel';
import { CallError, createClient } from './client';
import { BASE_CSS, confineOwnerCss, fontName, overridesCss } from './css';
import type { holdFonts } from './fontSheets';
import { pickLanguage, translator, type TextKey, type Translate } from './i18n';
import { answerPainter, renderMarkdown, safeHttpUrl } from './markdown';
import { isDrawableModel } from './model';
import { askedContacts, initialState, leadStrategy, reduce, redirectTarget, savedPart, type WidgetEvent } from './state';
import { readSaved, writeSaved } from './storage';
import { asList, contactErrors, failureNote, fieldErrors, isInput, refusal, type AskedContact } from './validation';

export interface MountOptions {
  formId: string;
  /** A root the app drives with document events: it renders pushed models and makes no calls. */
  preview: boolean;
  apiBase: string;
  /** The visitor's page query (prefill and hidden parameters). */
  search: string;
  languages: readonly string[];
  navigate: (url: string) => void;
  /** How long a call may go unanswered (the app's request timeout unless a test lowers it). */
  timeoutMs?: number;
}

/** A mounted widget, as main.ts and the stories hold it. */
export interface Widget {
  destroy(): void;
}

/**
 * A form counts one view while any root on the page shows it, however many; shown again after every root left (the
 * next page of a single-page site), it counts again.
 */
const viewed = new Set<string>();
const showing = new Map<string, number>();

const h = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string | boolean> = {}, ...children: (Node | string | null | false)[]) => {
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
const cssSize = (v: number | string | null) =>
  typeof v === 'number' ? `${v}px` : v && /^\d+(\.\d+)?(px|%|rem|em|vw|vh)?$/.test(v) ? (/\d$/.test(v) ? `${v}px` : v) : null;
const htmlCache = new Map<string, Promise<DocumentFragment>>();


/** Mounts one widget on `host`: the form's call leaves at once (a preview root waits for the app's pushes instead). */
export function createWidget(host: HTMLElement, options: MountOptions): Widget {
  const { formId, preview, languages } = options;
  const client = createClient(options.apiBase, formId, options.timeoutMs);
  // The form's call leaves first: the shadow root, its styles, the visitor's saved answers and the loading line
  // are made while it is on its way (at 4× CPU they took about 100 ms before it left).
  const form = preview ? null : client.form();
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const live = h('p', { class: 'sr', role: 'status', 'aria-live': 'polite' });
  const ownStyle = h('style');
  let view = h('div');
  let paintAnswer: ((answer: string) => void) | null = null;
  let frame = 0;
  let model: WidgetModel | null = null;
  let mode: PreviewMode = 'whole';
  let load: 'loading' | 'ready' | 'unavailable' | 'failed' = 'loading';
  let t: Translate = translator(pickLanguage(null, languages));
  let state = initialState(null);
  /** The page's utm_* and hidden parameters, sent with the lead. */
  const hidden: Record<string, string> = {};
  let stream: AbortController | null = null;
  const cleanups: (() => void)[] = [];
  let gone = false;
  const widget: Widget = {
    destroy() {
      gone = true;
      stream?.abort();
      cancelAnimationFrame(frame);
      for (const cleanup of cleanups.splice(0)) cleanup();
      shadow.replaceChildren();
      keepFonts([]);
    },
  };

  const update = (event: WidgetEvent) => (state = reduce(state, event));

  /** The form's fonts, loaded by a chunk of their own once the form shows (./fontSheets). */
  const keepFonts = (fonts: Parameters<typeof holdFonts>[1]) => {
    void import('./fontSheets').then((code) => code.holdFonts(widget, fonts), () => undefined);
  };

  const listenToApp = () => {
    const on = (name: string, handle: (detail: Record<string, unknown>) => void) => {
      const listener = (event: Event) => handle(((event as CustomEvent).detail ?? {}) as Record<string, unknown>);
      document.addEventListener(name, listener);
      cleanups.push(() => document.removeEventListener(name, listener));
    };
    on(setModelDataEvent(formId), (detail) => {
      setModel(detail.data);
    });
    on(changePreviewModeEvent(formId), (detail) => {
      mode = toPreviewMode(detail.mode);
      render();
    });
  };

  const start = async (form: Promise<unknown>) => {
    const saved = readSaved(formId);
    const values = { ...saved?.values };
    // The address's query (prefilled answers, hidden values): its code is asked for beside the form, only when there is
    // one, and is read before the form is drawn, so the form is drawn once, with its prefill (drawing it twice in the
    // same task cost about a fifth of the time to a usable form at 4× CPU).
    const query = options.search.length > 1 ? import('./pageQuery').catch(() => null) : null;
    try {
      const loaded = await form;
      if (query && isDrawableModel(loaded)) (await query)?.readQuery(options.search, loaded.fields.aiFields.filter(isInput), loaded.hidden_params, values, hidden);
      state = initialState({ ...saved, values });
      setModel(loaded);
    } catch (error) {
      load = error instanceof CallError && error.status === 404 ? 'unavailable' : 'failed';
      render();
    }
    // Destroyed while the form was loading: no view to count.
    if (model && !gone) countView();
  };

  /** A model that cannot be drawn (isDrawableModel), or that fails to draw after all, shows the failed notice. */
  const setModel = (next: unknown) => {
    model = null;
    load = 'failed';
    try {
      if (isDrawableModel(next)) {
        t = translator(pickLanguage(next.language_code, languages));
        ownStyle.textContent = themeCss(next);
        model = next;
        load = 'ready';
        render();
        keepFonts([next.header_font, next.body_font]);
        return;
      }
    } catch {
      model = null;
      load = 'failed';
    }
    render();
  };

  const countView = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || viewed.has(formId)) return;
        viewed.add(formId);
        observer.disconnect();
        void client.view().catch(() => undefined);
      },
      { threshold: 0.1 },
    );
    observer.observe(host);
    showing.set(formId, (showing.get(formId) ?? 0) + 1);
    cleanups.push(() => {
      observer.disconnect();
      const left = showing.get(formId)! - 1;
      showing.set(formId, left);
      if (!left) viewed.delete(formId);
    });
  };

  const themeCss = (m: WidgetModel): string => {
    // #rgb, #rrggbb or #rrggbbaa: what the contrast below can read (and the editor's colour picker makes).
    const hex = (c?: { hex?: string }) => (c?.hex && /^#([0-9a-f]{3}){1,2}$|^#[0-9a-f]{8}$/i.test(c.hex) ? c.hex : null);
    const bg = !m.transparent_background && hex(m.preferences?.bgColor);
    const rules = [
      hex(m.preferences?.primaryColor) && `--p:${hex(m.preferences.primaryColor)}`,
      // Text and descriptions take the colour that reads on the owner's background (4.5:1, computed): dark on light,
      // light on dark, whatever the owner picked.
      bg && `--bg:${bg}`,
      bg && `--fg:${readableTextOn(bg, '#1f2937')};--fd:${readableTextOn(bg, '#4b5563')}`,
      fontName(m.header_font) && `--fh:"${fontName(m.header_font)}"`,
      fontName(m.body_font) && `--fb:"${fontName(m.body_font)}"`,
      cssSize(m.width) && `max-width:${cssSize(m.width)}`,
      cssSize(m.height) && `min-height:${cssSize(m.height)}`,
      m.alignment && /^(left|center|right)$/.test(m.alignment) && `text-align:${m.alignment}`,
    ].filter(Boolean);
    return `.w{${rules.join(';')}}\n${confineOwnerCss(overridesCss(m.fields?.formCssOverrides ?? {}) + '\n' + (m.custom_css ?? ''))}`;
  };

  const save = () => {
    if (!preview) writeSaved(formId, savedPart(state));
  };

  const announce = (text: string) => {
    live.textContent = text + (live.textContent === text ? '\u00a0' : '');
  };

  // ——— rendering ———

  const render = () => {
    const focused = shadow.activeElement?.id;
    const m = model;
    const next = h('div', { class: 'w', 'data-state': load });
    cancelAnimationFrame(frame);
    frame = 0;
    paintAnswer = null;
    if (!m) {
      next.append(h('p', { text: t(load === 'unavailable' ? 'unavailable' : load === 'failed' ? 'failed' : 'loading') }));
    } else {
      if (m.page_type === 'mini_page') next.classList.add('mini');
      if (m.transparent_background) next.classList.add('clear');
      next.lang = pickLanguage(m.language_code, languages);
      const logo = safeImage(m.logo);
      const intro: (Node | null)[] = [
        logo ? h('img', { class: 'logo', src: logo, alt: '' }) : null,
        m.header ? h('h2', { text: m.header }) : null,
        m.description ? h('p', { text: m.description }) : null,
      ];
      const main = h('div', { class: 'main' }, ...steps(m), ownerHtml(m.custom_html));
      if (m.page_type === 'mini_page') next.append(h('div', { class: 'cta' }, ...intro, renderMarkdown(m.call_to_action ?? '')), main);
      else next.append(...intro.filter((n) => n !== null), main);
      // The owner's plan shows the product's branding: drawn with the form, so it moves nothing when it appears.
      if (m.show_branding === true) next.append(h('a', { class: 'brand', href: BRANDING_URL, target: '_blank', rel: 'noopener', text: t('madeWith') }));
    }
    view.replaceWith(next);
    view = next;
    if (focused) (shadow.getElementById(focused) as HTMLElement | null)?.focus();
  };

  const steps = (m: WidgetModel): Node[] => {
    const strategy = leadStrategy(m);
    if (mode === 'gratitude') return [thanks(m)];
    if (mode === 'leadForm') return [leadForm(m)];
    if (mode === 'fields') return [fieldsForm(m)];
    if (state.finished && strategy !== 'BEFORE') return [...answerBlock(m), thanks(m)];
    if (strategy === 'BEFORE' && !state.lead) return [leadForm(m)];
    const leadAfter = strategy !== 'DISABLED' && strategy !== 'BEFORE' && !state.lead && state.phase === 'done';
    return [fieldsForm(m), ...answerBlock(m), leadAfter ? leadForm(m) : null].filter((n): n is HTMLElement => n !== null);
  };

  const thanks = (m: WidgetModel): HTMLElement =>
    h('div', { class: 'note' }, h('h3', { id: 'thanks', tabindex: '-1', text: m.thank_you_text || t('thanks') }), state.emailed ? h('p', { text: t('emailed') }) : null);

  const fieldsForm = (m: WidgetModel): HTMLElement => {
    const form = h('form', { novalidate: true, 'aria-label': m.header || t('generate') });
    m.fields.aiFields.forEach((field, i) => form.append(fieldBlock(field, `f${i}`)));
    const streaming = state.phase === 'streaming';
    const row = h('div', { class: 'row' }, h('button', { type: 'submit', disabled: streaming, text: m.fields.runAiBtn?.title || t('generate') }));
    // Stop sits beside Generate, above the answer: under the answer it moved down a line every few words while the
    // visitor aimed at it, and a click landed on the answer instead.
    if (streaming) row.append(actionButton('stop', () => stream?.abort(), false));
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
    const error = state.errors[ref];
    const described = [field.description && `${id}d`, error && `${id}e`].filter(Boolean).join(' ');
    const common = { id, 'aria-describedby': described || false, 'aria-invalid': error ? 'true' : false, 'aria-required': field.required ? 'true' : false };
    // A question still without a title (the editor's preview while it is built) is labelled by its ref.
    const label = [`${field.title ?? ''}`.trim() || ref, field.required ? '' : ` ${t('optional')}`].join('');
    const parts: (Node | null)[] = [];
    const value = state.values[ref];
    const set = (next: WidgetFieldValue) => {
      update({ type: 'value', ref, value: next });
      save();
    };
    if (field.type === 'SelectField' && field.isMultiple) {
      const box = h('fieldset', { ...common, 'aria-required': false, id: `${id}g` }, h('legend', { text: label }));
      field.options.forEach((option, j) => {
        const check = h('input', { type: 'checkbox', id: `${id}o${j}`, value: option, checked: asList(value).includes(option) });
        check.addEventListener('change', () => {
          const chosen = asList(state.values[ref]).filter((o) => o !== option);
          set(check.checked ? [...chosen, option] : chosen);
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
      control.value = asList(value)[0] ?? '';
      control.addEventListener(field.type === 'SelectField' ? 'change' : 'input', () => set(control.value));
      parts.push(control);
    }
    if (field.description) parts.splice(1, 0, h('p', { class: 'd', id: `${id}d`, text: field.description }));
    return h('div', {}, ...parts, error ? h('p', { class: 'err', id: `${id}e`, text: error }) : null);
  };

  const leadForm = (m: WidgetModel): HTMLElement => {
    const asked = askedContacts(m, t);
    const form = h('form', { novalidate: true, 'aria-labelledby': 'lt' }, h('h3', { id: 'lt', text: t('leadPrompt') }));
    if (state.truncated && !state.lead) form.prepend(h('p', { class: 'note', text: t('emailTeaser') }));
    for (const { key, title, required } of asked) {
      const error = state.errors[key];
      const input = h('input', {
        id: `l${key}`,
        type: key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text',
        autocomplete: key === 'phone' ? 'tel' : key,
        'aria-required': required ? 'true' : false,
        'aria-invalid': error ? 'true' : false,
        'aria-describedby': error ? `l${key}e` : false,
      });
      input.value = state.contact[key];
      input.addEventListener('input', () => update({ type: 'contact', key, value: input.value }));
      const label = title + (required ? '' : ` ${t('optional')}`);
      form.append(h('div', {}, h('label', { for: `l${key}`, text: label }), input, error ? h('p', { class: 'err', id: `l${key}e`, text: error }) : null));
    }
    form.append(...formError('lx'), h('div', { class: 'row' }, h('button', { type: 'submit', disabled: state.busy, text: m.fields.submitFormBtn?.title || t('send') })));
    if (state.note && state.phase !== 'failed') form.append(h('p', { class: 'note bad', text: t(state.note) }));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void submitLead(asked);
    });
    return form;
  };

  const answerBlock = (m: WidgetModel): Node[] => {
    const { phase, answer, note } = state;
    if (phase === 'idle' && !answer) return [];
    const streaming = phase === 'streaming';
    const answerEl = h('section', { class: 'ans', 'aria-label': t('answer'), 'aria-busy': streaming ? 'true' : 'false' });
    paintAnswer = answerPainter(answerEl);
    paintAnswer(answer);
    // While it streams, the answer's one action (Stop) is in the fields' row above it.
    const actions = streaming
      ? []
      : [
          answer ? actionButton('copy', () => void navigator.clipboard?.writeText(answer).then(() => announce(t('copied')), () => undefined)) : null,
          m.fields.enableGenerateMoreBtn && phase === 'done' && !state.truncated ? actionButton('more', () => void generate(true)) : null,
          actionButton('reset', reset),
        ];
    const shownNote = phase === 'failed' || phase === 'stopped' ? note : null;
    return [
      answerEl,
      shownNote ? h('p', { class: `note${phase === 'failed' ? ' bad' : ''}`, text: t(shownNote) }) : null,
      streaming ? null : h('div', { class: 'row' }, ...actions.filter((a) => a !== null)),
    ].filter((n): n is HTMLElement => n !== null);
  };

  const actionButton = (key: TextKey, action: () => void, secondary = true): HTMLButtonElement => {
    const b = h('button', { type: 'button', class: secondary ? 's' : '', text: t(key) });
    b.addEventListener('click', action);
    return b;
  };

  /** A refusal the form has no field for (`fx`: the fields' form, `lx`: the lead form), above its button. */
  const formError = (key: 'fx' | 'lx'): HTMLElement[] => (state.errors[key] ? [h('p', { class: 'err', id: key, tabindex: '-1', text: state.errors[key] })] : []);

  /** Owner HTML, sanitised in its own lazily loaded chunk; nothing is shown until it is clean. */
  const ownerHtml = (markup: string | undefined): Node => {
    const box = h('div');
    if (!markup) return box;
    if (!htmlCache.has(markup)) htmlCache.set(markup, import('./sanitize').then(({ sanitizedHtml }) => sanitizedHtml(markup)));
    void htmlCache.get(markup)!.then((clean) => box.replaceChildren(clean.cloneNode(true)), () => undefined);
    return box;
  };

  // ——— actions ———

  /** Renders the messages next to their fields, moves focus to the first one and says so. */
  const showErrors = (): boolean => {
    render();
    const first = shadow.querySelector<HTMLElement>('[aria-invalid=true],#fx,#lx');
    if (!first) return true;
    first.focus();
    announce(t('fixErrors'));
    return false;
  };

  const ensureSession = async (): Promise<string> => {
    if (state.session === undefined) update({ type: 'session', session: await client.session(innerWidth < 700 ? 'mobile' : 'desktop') });
    save();
    return state.session!;
  };

  const generate = async (more: boolean): Promise<void> => {
    update({ type: 'checked', errors: fieldErrors(model!.fields.aiFields, state.values, t) });
    if (!showErrors() || preview) return;
    const current = (stream = new AbortController());
    update({ type: 'ask', more });
    render();
    announce(t('generating'));
    try {
      await client.answer(await ensureSession(), state.values, (event) => {
        update(event);
        // At most one paint per frame however fast the pieces come (the last render() paints the rest).
        if (event.type === 'token') {
          frame ||= requestAnimationFrame(() => {
            frame = 0;
            paintAnswer?.(state.answer);
          });
        }
      }, current.signal);
      if (state.phase === 'streaming') update({ type: 'error', code: current.signal.aborted ? null : 'generation_failed' });
    } catch (error) {
      if (current.signal.aborted) update({ type: 'error', code: null });
      else if (error instanceof CallError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const errors: Record<string, string> = {};
        for (const [key, said] of Object.entries(error.fields)) {
          // `#Field2`, `values.#Field2` or `values.#Field2.0` (one chosen option): said at that field when it is shown.
          const field = model!.fields.aiFields.find((f) => isInput(f) && f.fieldRef === key.replace(/^values\.|\.\d+$/g, ''));
          if (field && 'title' in field) errors[field.fieldRef] = refusal(said, field.title, t);
          else errors.fx ??= t('failed');
        }
        update({ type: 'refused', errors });
        showErrors();
        return;
      } else update({ type: 'error', code: failureNote(error) });
    }
    stream = null;
    save();
    render();
    announce(state.phase === 'done' ? t('ready') : t(state.note ?? 'stopped'));
  };

  const submitLead = async (asked: AskedContact[]): Promise<void> => {
    update({ type: 'leadChecked', errors: contactErrors(asked, state.contact, t) });
    if (!showErrors() || preview) return;
    update({ type: 'sending' });
    render();
    try {
      const contact = Object.fromEntries(asked.map(({ key }) => [key, state.contact[key].trim()]).filter(([, v]) => v));
      const { emailed } = await client.lead(await ensureSession(), { ...contact, additional_lead_data: hidden });
      update({ type: 'sent', emailed, strategy: leadStrategy(model!) });
    } catch (error) {
      const errors: Record<string, string> = {};
      if (error instanceof CallError && error.status === 400) {
        for (const [key, said] of Object.entries(error.fields)) {
          const shown = asked.find((f) => f.key === key);
          if (shown) errors[key] = refusal(said, shown.title, t);
          // The server needs an e-mail or a phone and the form left both empty (or shows neither): say so above Send.
          else errors.lx ??= t(key === 'email' || key === 'phone' ? 'contactNeeded' : 'failed');
        }
      }
      update({ type: 'notSent', errors, note: Object.keys(errors).length === 0 ? failureNote(error) : null });
    }
    save();
    if (!showErrors()) return;
    if (state.note) return announce(t(state.note));
    const target = state.finished && redirectTarget(model!, state.values);
    if (target) {
      announce(t('redirecting'));
      options.navigate(target);
      return;
    }
    shadow.querySelector<HTMLElement>(state.finished ? '#thanks' : 'textarea,select,input')?.focus();
  };

  const reset = () => {
    stream?.abort();
    update({ type: 'reset' });
    save();
    render();
    shadow.querySelector<HTMLElement>('textarea,select,input')?.focus();
  };

  // One stable element holds the view and the live region, so announcements survive re-renders.
  shadow.replaceChildren(h('style', { text: BASE_CSS }), ownStyle, h('div', {}, view, live));
  render();
  if (form) void start(form);
  else listenToApp();
  return widget;
}
