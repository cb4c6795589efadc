/**
 * What a visitor has done with one form, and how each event changes it: a pure reducer, no DOM, so every
 * transition is tested in node (state.test.ts). The view (view.ts) keeps one state, feeds it the visitor's actions
 * and the server's answers, and draws it (render.ts).
 */
import type { WidgetAnswerEvent, WidgetField, WidgetFieldValue, WidgetModel } from '../domain/widgetModel';
import type { TextKey, Translate } from './i18n';
import { safeHttpUrl } from './markdown';
import type { Saved } from './storage';
import { asList, isInput, type AskedContact } from './validation';

/** The answer: none yet, arriving, complete, stopped by the visitor, or failed (the note says why). */
export type Phase = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';
export const CONTACTS = ['email', 'phone', 'name'] as const;
export type Contact = (typeof CONTACTS)[number];
/** When the lead form shows (`DISABLED`: never), as the owner chose it. */
export type LeadStrategy = WidgetModel['collect_lead_strategy'] | 'DISABLED';

/** What storage keeps (session, lead given, values, answer, truncated, e-mailed), and what lives only on this page. */
export interface WidgetState extends Saved {
  /** The lead form's values. */
  contact: Record<Contact, string>;
  /** A message per field ref, contact key, or `fx` / `lx` (a refusal above the fields' or the lead form's button). */
  errors: Record<string, string>;
  /** The lead is given and the thank-you text shows (not with the BEFORE strategy: its answer comes after the lead). */
  finished: boolean;
  /** The lead is on its way. */
  busy: boolean;
  phase: Phase;
  /** Why the answer stopped or failed, or why the lead was not sent. */
  note: TextKey | null;
}

export type WidgetEvent =
  /** The visitor typed or chose a field's value. */
  | { type: 'value'; ref: string; value: WidgetFieldValue }
  /** The visitor typed in the lead form. */
  | { type: 'contact'; key: Contact; value: string }
  | { type: 'session'; session: string }
  /** The fields' form was checked before asking: these messages replace the shown ones. */
  | { type: 'checked'; errors: Record<string, string> }
  /** The lead form was checked before sending: these messages replace the shown ones, and the note of a failed send goes. */
  | { type: 'leadChecked'; errors: Record<string, string> }
  /** Generate (a new answer) or Generate more (appended to the one shown). */
  | { type: 'ask'; more: boolean }
  /** The server's answer events; a `null` code is the visitor's Stop. */
  | Exclude<WidgetAnswerEvent, { type: 'error' }>
  | { type: 'error'; code: TextKey | null }
  /** The server refused values of the fields' form: no answer was written. */
  | { type: 'refused'; errors: Record<string, string> }
  | { type: 'sending' }
  | { type: 'sent'; emailed: boolean; strategy: LeadStrategy }
  /** The lead was not sent: the server's messages, or else the note saying why. */
  | { type: 'notSent'; errors: Record<string, string>; note: TextKey | null }
  /** Start over: the fields and the answer are cleared, the lead and the session stay. */
  | { type: 'reset' };

/** A new visitor's state, or a returning one's from storage (an answer kept is complete; given after it, the lead finished). */
export const initialState = (saved: Partial<Saved> | null): WidgetState => ({
  lead: false,
  values: {},
  answer: '',
  truncated: false,
  emailed: false,
  ...saved,
  contact: { email: '', phone: '', name: '' },
  errors: {},
  finished: !!saved?.lead && !!saved.answer,
  busy: false,
  phase: saved?.answer ? 'done' : 'idle',
  note: null,
});

/** What storage keeps of a state. */
export const savedPart = ({ session, lead, values, answer, truncated, emailed }: WidgetState): Saved => ({ session, lead, values, answer, truncated, emailed });

export function reduce(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'value':
      return { ...state, values: { ...state.values, [event.ref]: event.value } };
    case 'contact':
      return { ...state, contact: { ...state.contact, [event.key]: event.value } };
    case 'session':
      return { ...state, session: event.session };
    case 'checked':
    case 'leadChecked':
      return { ...state, errors: event.errors, note: event.type === 'checked' ? state.note : null };
    case 'ask':
      return { ...state, phase: 'streaming', note: null, truncated: false, answer: event.more && state.answer ? `${state.answer}\n\n---\n\n` : '' };
    case 'token':
      return { ...state, answer: state.answer + event.text };
    case 'end':
      return { ...state, phase: 'done', truncated: event.truncated };
    case 'error':
      // A stopped or failed answer keeps what arrived and everything the visitor typed.
      return { ...state, phase: event.code ? 'failed' : 'stopped', note: event.code ?? 'stopped' };
    case 'refused':
      return { ...state, phase: state.answer ? 'done' : 'idle', errors: { ...state.errors, ...event.errors } };
    case 'sending':
      return { ...state, busy: true };
    case 'sent':
      return { ...state, busy: false, lead: true, emailed: event.emailed, finished: event.strategy !== 'BEFORE' };
    case 'notSent':
      return { ...state, busy: false, errors: event.errors, note: event.note };
    case 'reset':
      return { ...state, values: {}, answer: '', phase: 'idle', note: null, truncated: false, finished: false, errors: {} };
  }
  // `start` (the server's filling id) changes nothing the visitor sees.
  return state;
}

/** When the lead form shows: the owner's strategy, or `DISABLED` when leads are switched off. */
export const leadStrategy = (model: WidgetModel): LeadStrategy => (model.fields.enableLeads === false ? 'DISABLED' : model.collect_lead_strategy);

/** The contacts the lead form asks: those the owner configured, in our order; none configured, the e-mail. */
export function askedContacts(model: WidgetModel, t: Translate): AskedContact[] {
  const configured = (model.fields.leadsFields ?? []).filter((f): f is Extract<WidgetField, { type: 'TextInputField' }> => f.type === 'TextInputField' && f.enabled !== false);
  return CONTACTS.map((key) => ({ key, field: configured.find((f) => f.fieldRef === `#${key}`) }))
    .filter((c) => c.field || (c.key === 'email' && configured.length === 0))
    .map(({ key, field }) => ({ key, title: field?.title || t(key), required: field?.required ?? true }));
}

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
