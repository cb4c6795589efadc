/**
 * One widget: a root element on the host page, its open shadow root, and the form it shows. It holds the visitor's
 * state (state.ts), feeds it the visitor's actions and the server's answers, keeps it in storage, and draws it
 * (render.ts) in the owner's look (theme.ts); only the streamed answer changes in place between drawings.
 */
import { changePreviewModeEvent, setModelDataEvent, toPreviewMode, type PreviewMode } from '../domain/embed';
import type { WidgetModel } from '../domain/widgetModel';
import { CallError, createClient } from './client';
import { BASE_CSS } from './css';
import type { holdFonts } from './fontSheets';
import { pickLanguage, translator, type TextKey, type Translate } from './i18n';
import { isDrawableModel } from './model';
import { drawWidget, h, type Change, type Load, type Painter } from './render';
import { initialState, leadStrategy, reduce, redirectTarget, savedPart, type WidgetEvent } from './state';
import { readSaved, writeSaved } from './storage';
import { themeCss } from './theme';
import { contactErrors, failureNote, fieldErrors, isInput, refusal, type AskedContact } from './validation';

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
  let view: HTMLElement = h('div');
  let paintAnswer: Painter | null = null;
  let frame = 0;
  let model: WidgetModel | null = null;
  let mode: PreviewMode = 'whole';
  let load: Load = 'loading';
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

  const save = () => {
    if (!preview) writeSaved(formId, savedPart(state));
  };

  /** Says a text in the polite live region (once more, if it is the one said last). */
  const announce = (key: TextKey) => {
    const text = t(key);
    live.textContent = text + (live.textContent === text ? '\u00a0' : '');
  };

  const render = () => {
    const focused = shadow.activeElement?.id;
    cancelAnimationFrame(frame);
    frame = 0;
    const [next, paint] = drawWidget(
      load,
      model,
      mode,
      state,
      t,
      languages,
      generate,
      () => stream?.abort(),
      () => void navigator.clipboard?.writeText(state.answer).then(() => announce('copied'), () => undefined),
      reset,
      submitLead,
      change,
    );
    view.replaceWith(next);
    view = next;
    paintAnswer = paint;
    if (focused) (shadow.getElementById(focused) as HTMLElement | null)?.focus();
  };

  // ——— actions ———

  /** Renders the messages next to their fields, moves focus to the first one and says so. */
  const showErrors = (): boolean => {
    render();
    const first = shadow.querySelector<HTMLElement>('[aria-invalid=true],#fx,#lx');
    if (!first) return true;
    first.focus();
    announce('fixErrors');
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
    announce('generating');
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
    announce(state.phase === 'done' ? 'ready' : (state.note ?? 'stopped'));
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
    if (state.note) return announce(state.note);
    const target = state.finished && redirectTarget(model!, state.values);
    if (target) {
      announce('redirecting');
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

  /** A value typed or chosen: the lead form's contact is not kept (storage keeps the fields' values only). */
  const change: Change = (event) => {
    update(event);
    if (event.type !== 'contact') save();
  };


  // One stable element holds the view and the live region, so announcements survive re-renders.
  shadow.replaceChildren(h('style', { text: BASE_CSS }), ownStyle, h('div', {}, view, live));
  render();
  if (form) void start(form);
  else listenToApp();
  return widget;
}
