import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  leadFormSchema,
  leadSchema,
  widgetAnswerBodySchema,
  widgetFormSchema,
  widgetLeadBodySchema,
  widgetSessionBodySchema,
  type Filling,
  type WidgetForm,
} from '../../src/api/schemas';
import { AI_ANSWER_LIMIT } from '../../src/domain/answerLimit';
import { isValidPhone } from '../../src/domain/validators';
import { UTM_PARAM_PREFIX, type WidgetAnswerErrorCode, type WidgetAnswerEvent, type WidgetFieldValue } from '../../src/domain/widgetModel';
import { apiPath, mockDelays, mockNow } from '../config';
import { sendAiAnswerEmail, sendLeadNotifications } from '../outbox';
import { batch, countViewOfDay, db, type FormRow, type SessionRow } from '../db/store';
import { errorResponse, fieldErrors, idParam, leadEmailError, messages, notFound, readBody, type FieldErrors } from '../http';
import { currentTariff, publicCall, spendCredits } from '../route';
import { formBody } from './forms';

/*
 * The calls a visitor's widget makes (no sign-in; docs/api.md "Widget"). They work over the same store as the
 * owner's calls, so a lead left in a widget is one of the owner's sessions. The widget sends field values
 * only: the prompt is built here from the stored form, as the real server does.
 */

export const widgetPaths = {
  form: apiPath('/lead_forms/:id/widget'),
  views: apiPath('/lead_forms/:id/widget/views/increment'),
  session: apiPath('/lead_forms/:id/session'),
  lead: apiPath('/lead_forms/:id/session/:sessionId/lead'),
  answer: apiPath('/lead_forms/:id/session/:sessionId/filling'),
} as const;

/** A form a visitor may use: it exists and is published. Anything else is "not found", unpublished too. */
function publishedForm(param: unknown): FormRow | undefined {
  const form = db.forms.get(idParam(typeof param === 'string' ? param : undefined) ?? -1);
  return form?.is_published ? form : undefined;
}

function visitorSession(form: FormRow, param: unknown): SessionRow | undefined {
  return typeof param === 'string' ? db.sessions.find((s) => s._formId === form.id && s._uuid === param) : undefined;
}

/** Whether an owner's published forms and chats show the product's branding: their plan's `show_aii_ads_chat`. */
export function showsBranding(ownerId: number): boolean {
  const owner = db.users.get(ownerId);
  return Boolean(owner && currentTariff(owner)?.show_aii_ads_chat);
}

/** The published form as a visitor's page gets it: migrated to version 3, without the prompt. */
export function widgetFormBody(form: FormRow): WidgetForm {
  const full = leadFormSchema.parse(formBody(form));
  const hidden_params = Array.isArray(form.hidden_params) ? form.hidden_params : [];
  return widgetFormSchema.parse({ ...full, hidden_params, show_branding: showsBranding(form._ownerId) });
}

const valueText = (value: WidgetFieldValue | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** The owner's prompt with each `#Ref` replaced by the visitor's value (a whole ref, so #Field1 never eats #Field10). */
export function buildPrompt(prompt: string, values: Record<string, WidgetFieldValue>): string {
  return prompt.replace(/#[A-Za-z]\w*/g, (ref) => (ref in values ? valueText(values[ref]) : ref));
}

/** The refs a visitor may answer: the form's own shown questions (text inputs and choices). */
function answerableRefs(form: FormRow): Set<string> {
  return new Set(
    form.fields.aiFields
      .filter((f) => (f.type === 'TextInputField' || f.type === 'SelectField') && f.enabled !== false)
      .map((f) => f.fieldRef),
  );
}

/**
 * Only the form's own questions are kept from a visitor's values: any other key (a visitor chooses the keys) would
 * become a column of the owner's CSV and a line of the results.
 */
export function ownValues(form: FormRow, values: Record<string, WidgetFieldValue>): Record<string, WidgetFieldValue> {
  const refs = answerableRefs(form);
  return Object.fromEntries(Object.entries(values).filter(([ref]) => refs.has(ref)));
}

/** Extra data a lead keeps: `utm_*` keys and the form's declared hidden parameters, nothing else (docs/api.md). */
export function allowedExtraData(form: FormRow, data: Record<string, string>): Record<string, string> {
  const hidden: unknown[] = Array.isArray(form.hidden_params) ? form.hidden_params : [];
  return Object.fromEntries(Object.entries(data).filter(([key]) => key.startsWith(UTM_PARAM_PREFIX) || hidden.includes(key)));
}

/** Field errors of the visitor's values, checked against the stored form like the server would. */
function checkValues(form: WidgetForm, values: Record<string, WidgetFieldValue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of form.fields.aiFields) {
    if (field.type !== 'TextInputField' && field.type !== 'SelectField') continue;
    if (field.enabled === false) continue;
    const value = values[field.fieldRef];
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    if (field.required && chosen.every((v) => v.trim() === '')) errors[field.fieldRef] = [messages.required];
    else if (field.type === 'SelectField' && chosen.some((v) => !field.options.includes(v))) {
      errors[field.fieldRef] = [`Must be one of: ${field.options.join(', ')}`];
    }
  }
  return errors;
}

/** How much of one visitor value the demo answer repeats: enough to recognise it, never a page of it. */
export const ANSWER_ECHO_MAX_CHARS = 120;

/** A visitor's value as the answer repeats it: on one line, cut to `ANSWER_ECHO_MAX_CHARS`. */
function echoed(value: WidgetFieldValue | undefined): string {
  const text = valueText(value).replace(/\s+/g, ' ').trim();
  return text.length > ANSWER_ECHO_MAX_CHARS ? `${text.slice(0, ANSWER_ECHO_MAX_CHARS - 1)}…` : text;
}

/**
 * A deterministic answer, as markdown: what a model would plausibly say to this form, built from its questions and
 * the visitor's answers. It never shows the form's private name nor the owner's prompt (the owner's secret, which
 * the widget's model leaves out on purpose): the header, when there is one, is the only text of the form it uses.
 * Never longer than the AI answer limit.
 */
export function answerFor(form: FormRow, values: Record<string, WidgetFieldValue>): string {
  const answered = form.fields.aiFields
    .filter((f) => (f.type === 'TextInputField' || f.type === 'SelectField') && echoed(values[f.fieldRef]) !== '')
    .map((f) => ({ title: ('title' in f ? f.title : '').replace(/\s+/g, ' ').trim(), value: echoed(values[f.fieldRef]) }));
  const [first, second] = answered;
  const header = form.header.replace(/\s+/g, ' ').trim();
  const text = [
    ...(header ? [`## ${header}`] : []),
    answered.length > 0 ? 'Here is what we suggest, based on what you told us:' : 'Here is what we suggest:',
    ...(answered.length > 0 ? [answered.map((a) => (a.title ? `- **${a.title}** ${a.value}` : `- ${a.value}`)).join('\n')] : []),
    [
      `1. Start with ${first ? `*${first.value}*` : 'the one thing people ask about most'}: say in one sentence why it is the right choice, and put that sentence first.`,
      `2. ${second ? `Keep *${second.value}* in mind at every step: ` : ''}ask every happy customer for a short review and show the best three.`,
      '3. Measure one number each week and change one thing at a time.',
    ].join('\n'),
    'Good luck — and come back when you want a second opinion.',
  ].join('\n\n');
  return text.length > AI_ANSWER_LIMIT ? text.slice(0, AI_ANSWER_LIMIT) : text;
}

/** The answer cut into the pieces it streams in: a word and the white space after it. */
const pieces = (text: string) => text.match(/\S+\s*/g) ?? [];

/** The share of an answer a visitor sees before leaving the lead with the e-mail strategy. */
export const EMAIL_STRATEGY_SHOWN_SHARE = 0.3;

export interface AnswerStreamOptions {
  /** Fail with `generation_failed` after this many pieces (the error-mid-stream scenario). */
  failAfter?: number;
  /** Stop sending after this many pieces and keep the stream open (the streaming story). */
  holdAfter?: number;
}

/**
 * The answer as newline-delimited JSON events, a piece every `mockDelays.token` ms. Stop (the visitor's
 * widget aborting the request) cancels the stream: nothing more is generated, and what was sent is saved.
 * With the e-mail strategy and no lead yet, only the first part is generated and sent.
 */
function answerStream(form: FormRow, session: SessionRow, values: Record<string, WidgetFieldValue>, signal: AbortSignal, options: AnswerStreamOptions): Response {
  const all = pieces(answerFor(form, values));
  const truncated = form.collect_lead_strategy === 'EMAIL' && !session.has_lead;
  const shown = truncated ? all.slice(0, Math.max(1, Math.ceil(all.length * EMAIL_STRATEGY_SHOWN_SHARE))) : all;
  const fillingId = session.id;
  let sent = '';
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const encoder = new TextEncoder();
  const line = (event: WidgetAnswerEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

  const save = (stopped: boolean) => {
    if (finished) return;
    finished = true;
    const current = db.sessions.get(session.id);
    if (!current) return;
    const filling: Filling = {
      ...(current.filling ?? { values: {}, ai_results: [], created_at: mockNow().toISOString() }),
      id: fillingId,
      values,
      ai_results: [...(current.filling?.ai_results ?? []), sent],
      stopped,
      // The full answer is kept server-side: it is what the e-mail strategy sends once the lead is given.
      full_answer: all.join(''),
    };
    batch(() => {
      db.sessions.update(session.id, {
        filling,
        lead: current.lead ? { ...current.lead, field_values: { ...current.lead.field_values, ...values }, ai_results: filling.ai_results } : null,
      });
    });
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(line({ type: 'start', filling_id: fillingId }));
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        save(true);
      });
    },
    pull(controller) {
      if (options.holdAfter !== undefined && index >= options.holdAfter) return new Promise<void>(() => undefined);
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          if (finished) return resolve();
          if (options.failAfter !== undefined && index >= options.failAfter) {
            controller.enqueue(line({ type: 'error', code: 'generation_failed' }));
            save(true);
            controller.close();
            return resolve();
          }
          const piece = shown[index++];
          if (piece !== undefined) {
            sent += piece;
            controller.enqueue(line({ type: 'token', text: piece }));
          } else {
            controller.enqueue(line({ type: 'end', truncated }));
            save(false);
            controller.close();
          }
          resolve();
        }, mockDelays.token);
      });
    },
    cancel() {
      clearTimeout(timer);
      save(true);
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** Errors the answer call answers before streaming (the owner's plan), with the widget's vocabulary. */
export function answerRefusal(code: WidgetAnswerErrorCode): Response {
  return code === 'openai_key_missing'
    ? errorResponse(400, 'AI provider key is missing.', code)
    : errorResponse(402, messages.notEnoughCredits, code);
}

function answerHandler(options: AnswerStreamOptions = {}) {
  return http.post(
    widgetPaths.answer,
    publicCall(async ({ request, params }) => {
      const form = publishedForm(params.id);
      const session = form && visitorSession(form, params.sessionId);
      if (!form || !session) return notFound();
      const body = await readBody(request, widgetAnswerBodySchema);
      if (!body.ok) return body.response;
      const values = ownValues(form, body.data.values);
      const errors = checkValues(widgetFormBody(form), values);
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      const owner = db.users.get(form._ownerId);
      const refused = owner ? spendCredits(owner, 'ai_reply_lead_form') : errorResponse(404, messages.notFound);
      if (refused) return refused;
      return answerStream(form, session, values, request.signal, options);
    }),
  );
}

export const widgetHandlers: HttpHandler[] = [
  http.get(
    widgetPaths.form,
    publicCall(({ params }) => {
      const form = publishedForm(params.id);
      return form ? HttpResponse.json(widgetFormBody(form)) : notFound();
    }),
  ),

  http.post(
    widgetPaths.views,
    publicCall(({ params }) => {
      const form = publishedForm(params.id);
      if (!form) return notFound();
      const updated = db.forms.update(form.id, { views: form.views + 1 });
      countViewOfDay(form.id, mockNow().toISOString().slice(0, 10));
      return HttpResponse.json({ views: updated?.views ?? form.views + 1 });
    }),
  ),

  http.post(
    widgetPaths.session,
    publicCall(async ({ request, params }) => {
      const form = publishedForm(params.id);
      if (!form) return notFound();
      const body = await readBody(request, widgetSessionBodySchema);
      if (!body.ok) return body.response;
      const uuid = crypto.randomUUID();
      db.sessions.insert({
        id: db.sessions.takeId(),
        has_lead: false,
        lead: null,
        filling: null,
        created_at: mockNow().toISOString(),
        device: body.data.device || null,
        _formId: form.id,
        _uuid: uuid,
      });
      return HttpResponse.json({ uuid }, { status: 201 });
    }),
  ),

  http.post(
    widgetPaths.lead,
    publicCall(async ({ request, params }) => {
      const form = publishedForm(params.id);
      const session = form && visitorSession(form, params.sessionId);
      if (!form || !session) return notFound();
      const body = await readBody(request, widgetLeadBodySchema);
      if (!body.ok) return body.response;
      const { email = '', phone = '', name = '', additional_lead_data } = body.data;
      const errors: FieldErrors = {};
      const leadField = (ref: string) => form.fields.leadsFields.find((f) => f.fieldRef === ref);
      const needs = (ref: string) => {
        const field = leadField(ref);
        return !!field && 'required' in field && field.required && field.enabled !== false;
      };
      const emailError = leadEmailError(email, needs('#email'));
      if (emailError) errors.email = emailError;
      if (phone.trim() === '' ? needs('#phone') : !isValidPhone(phone.trim())) errors.phone = [phone ? 'Enter a valid phone number.' : messages.required];
      if (name.trim() === '' && needs('#name')) errors.name = [messages.required];
      if (email.trim() === '' && phone.trim() === '' && !errors.email && !errors.phone) errors.email = [messages.required];
      if (Object.keys(errors).length > 0) return fieldErrors(errors);

      const leadId = session.lead?.id ?? db.sessions.all().reduce((max, s) => Math.max(max, s.lead?.id ?? 0), 0) + 1;
      const lead = leadSchema.parse({
        id: leadId,
        email: email.trim() || null,
        phone: phone.trim() || null,
        name: name.trim() || null,
        // The answers win over an extra key of the same name.
        field_values: { ...allowedExtraData(form, additional_lead_data), ...(session.filling?.values ?? {}) },
        ai_results: session.filling?.ai_results ?? [],
        activity: [{ action: 'lead_created', created_at: mockNow().toISOString() }],
        created_at: mockNow().toISOString(),
      });
      // The e-mail strategy: the full answer, kept here, goes to the lead's address; the page never had it.
      const emailed = form.collect_lead_strategy === 'EMAIL' && !!lead.email && typeof session.filling?.full_answer === 'string';
      const filling = session.filling && emailed ? { ...session.filling, emailed_to: lead.email } : session.filling;
      db.sessions.update(session.id, { has_lead: true, lead, filling });
      if (!session.has_lead) sendLeadNotifications(form, lead);
      if (emailed && lead.email) sendAiAnswerEmail(form, lead.email, String(session.filling?.full_answer));
      return HttpResponse.json({ id: lead.id, emailed }, { status: 201 });
    }),
  ),

  answerHandler(),
];

/** The answer call with another stream (scenarios), followed by the ordinary handlers. */
export const widgetHandlersWith = (options: AnswerStreamOptions): HttpHandler[] => [answerHandler(options), ...widgetHandlers];

/** Scenario helpers: the answer is refused before streaming with this code. */
export const widgetHandlersRefusing = (code: WidgetAnswerErrorCode): HttpHandler[] => [
  http.post(widgetPaths.answer, publicCall(() => answerRefusal(code))),
  ...widgetHandlers,
];

/** The form is not published (or gone): every widget call is "not found". */
export const unpublishedWidgetHandlers = (): HttpHandler[] =>
  Object.values(widgetPaths).map((path) => http.all(path, publicCall(() => notFound())));
