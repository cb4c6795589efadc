/**
 * One widget: a root element on the host page, its open shadow root, and the form it renders. Plain DOM:
 * the whole view is a few elements rebuilt on each step, and only the streamed answer changes in place.
 */
import { BRANDING_URL } from '../domain/constants';
import { changePreviewModeEvent, setModelDataEvent, toPreviewMode, type PreviewMode } from '../domain/embed';
import { readableTextOn } from '../domain/contrast';
import { isValidEmail, isValidPhone } from '../domain/validators';
import {
  type WidgetAnswerEvent,
  type WidgetField,
  type WidgetFieldValue,
  type WidgetModel,
} from '../domain/widgetModel';
import { CallError, createClient, type WidgetClient } from './client';
import { BASE_CSS, confineOwnerCss, fontName, overridesCss } from './css';
import type { holdFonts } from './fontSheets';
import { pickLanguage, translator, type TextKey, type Translate } from './i18n';
import { answerPainter, renderMarkdown, safeHttpUrl } from './markdown';
import { isDrawableModel } from './model';
import { readSaved, writeSaved } from './storage';

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

type Phase = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';
const CONTACTS = ['email', 'phone', 'name'] as const;
type Contact = (typeof CONTACTS)[number];

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

const isInput = (f: WidgetField) => (f.type === 'TextInputField' || f.type === 'SelectField') && f.enabled !== false;
const asList = (v: WidgetFieldValue | undefined) => (Array.isArray(v) ? v : v ? [v] : []);
const safeImage = (url: string | undefined | null) => (url && /^data:image\/(png|jpe?g|gif|webp);/i.test(url) ? url : safeHttpUrl(url ?? ''));
const cssSize = (v: number | string | null) =>
  typeof v === 'number' ? `${v}px` : v && /^\d+(\.\d+)?(px|%|rem|em|vw|vh)?$/.test(v) ? (/\d$/.test(v) ? `${v}px` : v) : null;
const htmlCache = new Map<string, Promise<DocumentFragment>>();

/** Where the visitor goes after leaving the lead: the owner's http(s) URL with field values by title. */
export function redirectTarget(model: WidgetModel, values: Record<string, WidgetFieldValue>): string | null {
  const safe = safeHttpUrl(model.redirect_url ?? '');
  if (!safe) return null;
  const url = new URL(safe);
  for (const field of model.fields.aiFields) {
    if (isInput(field) && 'title' in field) url.searchParams.set(field.title, asList(values[field.fieldRef]).join(', '));
  }
  return url.href;
}

export class Widget {
  private readonly shadow: ShadowRoot;
  private readonly live = h('p', { class: 'sr', role: 'status', 'aria-live': 'polite' });
  private readonly ownStyle = h('style');
  private view = h('div');
  private paintAnswer: ((answer: string) => void) | null = null;
  private frame = 0;
  private client: WidgetClient;
  private model: WidgetModel | null = null;
  private mode: PreviewMode = 'whole';
  private t: Translate = translator('en');
  private load: 'loading' | 'ready' | 'unavailable' | 'failed' = 'loading';
  private values: Record<string, WidgetFieldValue> = {};
  private contact: Record<Contact, string> = { email: '', phone: '', name: '' };
  private errors: Record<string, string> = {};
  private session: string | undefined;
  private lead = false;
  private finished = false;
  private busy = false;
  private answer = '';
  private phase: Phase = 'idle';
  private note: TextKey | null = null;
  private truncated = false;
  private emailed = false;
  private hidden: Record<string, string> = {};
  private stream: AbortController | null = null;
  private readonly cleanups: (() => void)[] = [];
  private gone = false;

  constructor(
    readonly host: HTMLElement,
    private readonly options: MountOptions,
  ) {
    this.client = createClient(options.apiBase, options.formId, options.timeoutMs);
    // The form's call leaves first: the shadow root, its styles, the visitor's saved answers and the loading line
    // are made while it is on its way (at 4× CPU they took about 100 ms before it left).
    const form = options.preview ? null : this.client.form();
    this.shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    // One stable element holds the view and the live region, so announcements survive re-renders.
    this.shadow.replaceChildren(h('style', { text: BASE_CSS }), this.ownStyle, h('div', {}, this.view, this.live));
    this.t = translator(pickLanguage(null, options.languages));
    this.render();
    if (form) void this.start(form);
    else this.listenToApp();
  }

  destroy(): void {
    this.gone = true;
    this.stream?.abort();
    cancelAnimationFrame(this.frame);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.shadow.replaceChildren();
    this.holdFonts([]);
  }

  /** The form's fonts, loaded by a chunk of their own once the form shows (./fontSheets). */
  private holdFonts(fonts: Parameters<typeof holdFonts>[1]): void {
    void import('./fontSheets').then((code) => code.holdFonts(this, fonts), () => undefined);
  }

  private listenToApp(): void {
    const on = (name: string, handle: (detail: Record<string, unknown>) => void) => {
      const listener = (event: Event) => handle(((event as CustomEvent).detail ?? {}) as Record<string, unknown>);
      document.addEventListener(name, listener);
      this.cleanups.push(() => document.removeEventListener(name, listener));
    };
    on(setModelDataEvent(this.options.formId), (detail) => {
      this.setModel(detail.data);
    });
    on(changePreviewModeEvent(this.options.formId), (detail) => {
      this.mode = toPreviewMode(detail.mode);
      this.render();
    });
  }

  private async start(form: Promise<unknown>): Promise<void> {
    const saved = readSaved(this.options.formId);
    if (saved) {
      // What readSaved returns is exactly these: session, lead, values, answer, truncated, emailed.
      Object.assign(this, saved);
      if (saved.answer) this.phase = 'done';
      this.finished = saved.lead && !!saved.answer;
    }
    // The address's query (prefilled answers, hidden values): its code is asked for beside the form, only when there is
    // one, and is read before the form is drawn, so the form is drawn once, with its prefill (drawing it twice in the
    // same task cost about a fifth of the time to a usable form at 4× CPU).
    const query = this.options.search.length > 1 ? import('./pageQuery').catch(() => null) : null;
    try {
      const model = await form;
      if (query && isDrawableModel(model)) (await query)?.readQuery(this.options.search, model.fields.aiFields.filter(isInput), model.hidden_params, this.values, this.hidden);
      this.setModel(model);
    } catch (error) {
      this.load = error instanceof CallError && error.status === 404 ? 'unavailable' : 'failed';
      this.render();
    }
    // Destroyed while the form was loading: no view to count.
    if (this.model && !this.gone) this.countView();
  }

  /** A model that cannot be drawn (isDrawableModel), or that fails to draw after all, shows the failed notice. */
  private setModel(model: unknown): void {
    this.model = null;
    this.load = 'failed';
    try {
      if (isDrawableModel(model)) {
        this.t = translator(pickLanguage(model.language_code, this.options.languages));
        this.ownStyle.textContent = this.themeCss(model);
        this.model = model;
        this.load = 'ready';
        this.render();
        this.holdFonts([model.header_font, model.body_font]);
        return;
      }
    } catch {
      this.model = null;
      this.load = 'failed';
    }
    this.render();
  }

  private countView(): void {
    const id = this.options.formId;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || viewed.has(id)) return;
        viewed.add(id);
        observer.disconnect();
        void this.client.view().catch(() => undefined);
      },
      { threshold: 0.1 },
    );
    observer.observe(this.host);
    showing.set(id, (showing.get(id) ?? 0) + 1);
    this.cleanups.push(() => {
      observer.disconnect();
      const left = showing.get(id)! - 1;
      showing.set(id, left);
      if (!left) viewed.delete(id);
    });
  }

  private themeCss(m: WidgetModel): string {
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
  }

  private save(): void {
    if (this.options.preview) return;
    const { session, lead, values, answer, truncated, emailed } = this;
    writeSaved(this.options.formId, { session, lead, values, answer, truncated, emailed });
  }

  private announce(text: string): void {
    this.live.textContent = text + (this.live.textContent === text ? '\u00a0' : '');
  }

  private get strategy() {
    const m = this.model!;
    return m.fields.enableLeads === false ? 'DISABLED' : m.collect_lead_strategy;
  }

  // ——— rendering ———

  private render(): void {
    const focused = this.shadow.activeElement?.id;
    const m = this.model;
    const view = h('div', { class: 'w', 'data-state': this.load });
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.paintAnswer = null;
    if (!m) {
      view.append(h('p', { text: this.t(this.load === 'unavailable' ? 'unavailable' : this.load === 'failed' ? 'failed' : 'loading') }));
    } else {
      if (m.page_type === 'mini_page') view.classList.add('mini');
      if (m.transparent_background) view.classList.add('clear');
      view.lang = pickLanguage(m.language_code, this.options.languages);
      const logo = safeImage(m.logo);
      const intro: (Node | null)[] = [
        logo ? h('img', { class: 'logo', src: logo, alt: '' }) : null,
        m.header ? h('h2', { text: m.header }) : null,
        m.description ? h('p', { text: m.description }) : null,
      ];
      const main = h('div', { class: 'main' }, ...this.steps(m), this.ownerHtml(m.custom_html));
      if (m.page_type === 'mini_page') view.append(h('div', { class: 'cta' }, ...intro, renderMarkdown(m.call_to_action ?? '')), main);
      else view.append(...intro.filter((n) => n !== null), main);
      // The owner's plan shows the product's branding: drawn with the form, so it moves nothing when it appears.
      if (m.show_branding === true) view.append(h('a', { class: 'brand', href: BRANDING_URL, target: '_blank', rel: 'noopener', text: this.t('madeWith') }));
    }
    this.view.replaceWith(view);
    this.view = view;
    if (focused) (this.shadow.getElementById(focused) as HTMLElement | null)?.focus();
  }

  private steps(m: WidgetModel): Node[] {
    const strategy = this.strategy;
    if (this.mode === 'gratitude') return [this.thanks(m)];
    if (this.mode === 'leadForm') return [this.leadForm(m)];
    if (this.mode === 'fields') return [this.fieldsForm(m)];
    if (this.finished && strategy !== 'BEFORE') return [...this.answerBlock(m), this.thanks(m)];
    if (strategy === 'BEFORE' && !this.lead) return [this.leadForm(m)];
    const leadAfter = strategy !== 'DISABLED' && strategy !== 'BEFORE' && !this.lead && this.phase === 'done';
    return [this.fieldsForm(m), ...this.answerBlock(m), leadAfter ? this.leadForm(m) : null].filter((n): n is HTMLElement => n !== null);
  }

  private thanks(m: WidgetModel): HTMLElement {
    return h(
      'div',
      { class: 'note' },
      h('h3', { id: 'thanks', tabindex: '-1', text: m.thank_you_text || this.t('thanks') }),
      this.emailed ? h('p', { text: this.t('emailed') }) : null,
    );
  }

  private fieldsForm(m: WidgetModel): HTMLElement {
    const form = h('form', { novalidate: true, 'aria-label': m.header || this.t('generate') });
    m.fields.aiFields.forEach((field, i) => form.append(this.field(field, `f${i}`)));
    const streaming = this.phase === 'streaming';
    const row = h('div', { class: 'row' }, h('button', { type: 'submit', disabled: streaming, text: m.fields.runAiBtn?.title || this.t('generate') }));
    // Stop sits beside Generate, above the answer: under the answer it moved down a line every few words while the
    // visitor aimed at it, and a click landed on the answer instead.
    if (streaming) row.append(this.actionButton('stop', () => this.stream?.abort(), false));
    form.append(...this.formError('fx'), row);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.generate(false);
    });
    return form;
  }

  /** A labelled control with its description and its error message next to it. */
  private field(field: WidgetField, id: string): Node {
    switch (field.type) {
      case 'HeaderField':
        return h(/^h[1-6]$/.test(field.size) ? field.size : 'h3', { text: field.title });
      case 'HtmlField':
        return this.ownerHtml(field.markup);
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
    const error = this.errors[field.fieldRef];
    const described = [field.description && `${id}d`, error && `${id}e`].filter(Boolean).join(' ');
    const common = { id, 'aria-describedby': described || false, 'aria-invalid': error ? 'true' : false, 'aria-required': field.required ? 'true' : false };
    // A question still without a title (the editor's preview while it is built) is labelled by its ref.
    const label = [`${field.title ?? ''}`.trim() || field.fieldRef, field.required ? '' : ` ${this.t('optional')}`].join('');
    const parts: (Node | null)[] = [];
    const value = this.values[field.fieldRef];
    const set = (next: WidgetFieldValue) => {
      this.values[field.fieldRef] = next;
      this.save();
    };
    if (field.type === 'SelectField' && field.isMultiple) {
      const box = h('fieldset', { ...common, 'aria-required': false, id: `${id}g` }, h('legend', { text: label }));
      field.options.forEach((option, j) => {
        const check = h('input', { type: 'checkbox', id: `${id}o${j}`, value: option, checked: asList(value).includes(option) });
        check.addEventListener('change', () => {
          const chosen = asList(this.values[field.fieldRef]).filter((o) => o !== option);
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
  }

  private leadForm(m: WidgetModel): HTMLElement {
    const configured = (m.fields.leadsFields ?? []).filter((f): f is Extract<WidgetField, { type: 'TextInputField' }> => f.type === 'TextInputField' && f.enabled !== false);
    const fields = CONTACTS.map((key) => ({ key, field: configured.find((f) => f.fieldRef === `#${key}`) })).filter((c) => c.field || (c.key === 'email' && configured.length === 0));
    const form = h('form', { novalidate: true, 'aria-labelledby': 'lt' }, h('h3', { id: 'lt', text: this.t('leadPrompt') }));
    if (this.truncated && !this.lead) form.prepend(h('p', { class: 'note', text: this.t('emailTeaser') }));
    for (const { key, field } of fields) {
      const required = field?.required ?? true;
      const error = this.errors[key];
      const input = h('input', {
        id: `l${key}`,
        type: key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text',
        autocomplete: key === 'phone' ? 'tel' : key,
        'aria-required': required ? 'true' : false,
        'aria-invalid': error ? 'true' : false,
        'aria-describedby': error ? `l${key}e` : false,
      });
      input.value = this.contact[key];
      input.addEventListener('input', () => (this.contact[key] = input.value));
      const title = (field?.title || this.t(key)) + (required ? '' : ` ${this.t('optional')}`);
      form.append(h('div', {}, h('label', { for: `l${key}`, text: title }), input, error ? h('p', { class: 'err', id: `l${key}e`, text: error }) : null));
    }
    form.append(...this.formError('lx'), h('div', { class: 'row' }, h('button', { type: 'submit', disabled: this.busy, text: m.fields.submitFormBtn?.title || this.t('send') })));
    if (this.note && this.phase !== 'failed') form.append(h('p', { class: 'note bad', text: this.t(this.note) }));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.submitLead(fields.map((f) => ({ key: f.key, title: f.field?.title || this.t(f.key), required: f.field?.required ?? true })));
    });
    return form;
  }

  private answerBlock(m: WidgetModel): Node[] {
    if (this.phase === 'idle' && !this.answer) return [];
    const streaming = this.phase === 'streaming';
    const answerEl = h('section', { class: 'ans', 'aria-label': this.t('answer'), 'aria-busy': streaming ? 'true' : 'false' });
    this.paintAnswer = answerPainter(answerEl);
    this.paintAnswer(this.answer);
    const button = (key: TextKey, action: () => void) => this.actionButton(key, action);
    // While it streams, the answer's one action (Stop) is in the fields' row above it.
    const actions = streaming
      ? []
      : [
          this.answer ? button('copy', () => void navigator.clipboard?.writeText(this.answer).then(() => this.announce(this.t('copied')), () => undefined)) : null,
          m.fields.enableGenerateMoreBtn && this.phase === 'done' && !this.truncated ? button('more', () => void this.generate(true)) : null,
          button('reset', () => this.reset()),
        ];
    const note = this.phase === 'failed' || this.phase === 'stopped' ? this.note : null;
    return [
      answerEl,
      note ? h('p', { class: `note${this.phase === 'failed' ? ' bad' : ''}`, text: this.t(note) }) : null,
      streaming ? null : h('div', { class: 'row' }, ...actions.filter((a) => a !== null)),
    ].filter((n): n is HTMLElement => n !== null);
  }

  private actionButton(key: TextKey, action: () => void, secondary = true): HTMLButtonElement {
    const b = h('button', { type: 'button', class: secondary ? 's' : '', text: this.t(key) });
    b.addEventListener('click', action);
    return b;
  }

  /** A refusal the form has no field for (`fx`: the fields' form, `lx`: the lead form), above its button. */
  private formError(key: 'fx' | 'lx'): HTMLElement[] {
    return this.errors[key] ? [h('p', { class: 'err', id: key, tabindex: '-1', text: this.errors[key] })] : [];
  }

  /** What the server said is wrong with one value (docs/api.md, "Validation messages"), in the visitor's language. */
  private refusal(said: unknown, title: string): string {
    const text = String([said].flat()[0]);
    const most = /no more than (\d+) c/.exec(text);
    if (most) return this.t('tooLong', title, most[1]!);
    if (/mail/i.test(text)) return this.t('emailInvalid');
    if (/phone/i.test(text)) return this.t('phoneInvalid');
    return this.t(/required|blank/.test(text) ? 'required' : 'refused', title);
  }

  /** Owner HTML, sanitised in its own lazily loaded chunk; nothing is shown until it is clean. */
  private ownerHtml(markup: string | undefined): Node {
    const box = h('div');
    if (!markup) return box;
    if (!htmlCache.has(markup)) htmlCache.set(markup, import('./sanitize').then(({ sanitizedHtml }) => sanitizedHtml(markup)));
    void htmlCache.get(markup)!.then((clean) => box.replaceChildren(clean.cloneNode(true)), () => undefined);
    return box;
  }

  // ——— actions ———

  private validateFields(): boolean {
    this.errors = {};
    for (const field of this.model!.fields.aiFields) {
      if (!isInput(field) || (field.type !== 'TextInputField' && field.type !== 'SelectField')) continue;
      const chosen = asList(this.values[field.fieldRef]).filter((v) => v.trim() !== '');
      if (field.required && chosen.length === 0) this.errors[field.fieldRef] = this.t('required', field.title);
      else if (field.type === 'SelectField' && chosen.some((v) => !field.options.includes(v))) {
        this.errors[field.fieldRef] = this.t('oneOf', field.title, field.options.join(', '));
      }
    }
    return this.showErrors();
  }

  /** Renders the messages next to their fields, moves focus to the first one and says so. */
  private showErrors(): boolean {
    this.render();
    const first = this.shadow.querySelector<HTMLElement>('[aria-invalid=true],#fx,#lx');
    if (!first) return true;
    first.focus();
    this.announce(this.t('fixErrors'));
    return false;
  }

  private async ensureSession(): Promise<string> {
    this.session ??= await this.client.session(innerWidth < 700 ? 'mobile' : 'desktop');
    this.save();
    return this.session;
  }

  private async generate(more: boolean): Promise<void> {
    if (!this.validateFields() || this.options.preview) return;
    const stream = (this.stream = new AbortController());
    this.phase = 'streaming';
    this.note = null;
    this.truncated = false;
    this.answer = more && this.answer ? `${this.answer}\n\n---\n\n` : '';
    this.render();
    this.announce(this.t('generating'));
    const onEvent = (event: WidgetAnswerEvent) => {
      if (event.type === 'token') {
        this.answer += event.text;
        // At most one paint per frame however fast the pieces come (the last render() paints the rest).
        this.frame ||= requestAnimationFrame(() => {
          this.frame = 0;
          this.paintAnswer?.(this.answer);
        });
      } else if (event.type === 'end') {
        this.truncated = event.truncated;
        this.phase = 'done';
      } else if (event.type === 'error') {
        this.fail(event.code);
      }
    };
    try {
      await this.client.answer(await this.ensureSession(), this.values, onEvent, stream.signal);
      if (this.phase === 'streaming') this.fail(stream.signal.aborted ? null : 'generation_failed');
    } catch (error) {
      if (stream.signal.aborted) this.fail(null);
      else if (error instanceof CallError && error.status === 400 && Object.keys(error.fields).length > 0) {
        this.phase = this.answer ? 'done' : 'idle';
        for (const [key, said] of Object.entries(error.fields)) {
          // `#Field2`, `values.#Field2` or `values.#Field2.0` (one chosen option): said at that field when it is shown.
          const field = this.model!.fields.aiFields.find((f) => isInput(f) && f.fieldRef === key.replace(/^values\.|\.\d+$/g, ''));
          if (field && 'title' in field) this.errors[field.fieldRef] = this.refusal(said, field.title);
          else this.errors.fx ??= this.t('failed');
        }
        this.showErrors();
        return;
      } else this.fail(this.reason(error));
    }
    this.stream = null;
    this.save();
    this.render();
    this.announce((this.phase as Phase) === 'done' ? this.t('ready') : this.t(this.note ?? 'stopped'));
  }

  private reason(error: unknown): TextKey {
    if (!(error instanceof CallError)) return 'generation_failed';
    if (error.code === 'openai_key_missing' || error.code === 'not_enough_credits') return error.code;
    if (error.status === 402) return 'not_enough_credits';
    return error.status === 0 ? 'network' : error.status === 404 ? 'unavailable' : 'failed';
  }

  /** A stopped or failed answer keeps what arrived and everything the visitor typed. */
  private fail(note: TextKey | null): void {
    this.phase = note ? 'failed' : 'stopped';
    this.note = note ?? 'stopped';
  }

  private async submitLead(fields: { key: Contact; title: string; required: boolean }[]): Promise<void> {
    this.errors = {};
    this.note = null;
    for (const { key, title, required } of fields) {
      const value = this.contact[key].trim();
      if (!value) {
        if (required) this.errors[key] = this.t('required', title);
      } else if (key === 'email' && !isValidEmail(value)) this.errors[key] = this.t('emailInvalid');
      else if (key === 'phone' && !isValidPhone(value)) this.errors[key] = this.t('phoneInvalid');
    }
    if (!this.showErrors() || this.options.preview) return;
    this.busy = true;
    this.render();
    try {
      const contact = Object.fromEntries(fields.map(({ key }) => [key, this.contact[key].trim()]).filter(([, v]) => v));
      const { emailed } = await this.client.lead(await this.ensureSession(), { ...contact, additional_lead_data: this.hidden });
      this.lead = true;
      this.emailed = emailed;
      this.finished = this.strategy !== 'BEFORE';
    } catch (error) {
      if (error instanceof CallError && error.status === 400) {
        for (const [key, said] of Object.entries(error.fields)) {
          const shown = fields.find((f) => f.key === key);
          if (shown) this.errors[key] = this.refusal(said, shown.title);
          // The server needs an e-mail or a phone and the form left both empty (or shows neither): say so above Send.
          else this.errors.lx ??= this.t(key === 'email' || key === 'phone' ? 'contactNeeded' : 'failed');
        }
      }
      if (Object.keys(this.errors).length === 0) this.note = this.reason(error);
    }
    this.busy = false;
    this.save();
    if (!this.showErrors()) return;
    if (this.note) return this.announce(this.t(this.note));
    const target = this.finished && redirectTarget(this.model!, this.values);
    if (target) {
      this.announce(this.t('redirecting'));
      this.options.navigate(target);
      return;
    }
    this.shadow.querySelector<HTMLElement>(this.finished ? '#thanks' : 'textarea,select,input')?.focus();
  }

  private reset(): void {
    this.stream?.abort();
    Object.assign(this, { values: {}, answer: '', phase: 'idle', note: null, truncated: false, finished: false, errors: {} });
    this.save();
    this.render();
    this.shadow.querySelector<HTMLElement>('textarea,select,input')?.focus();
  }
}
