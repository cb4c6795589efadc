import { http, HttpResponse, type HttpHandler } from 'msw';
import { leadFormLengthsSchema, leadFormObjectSchema, leadPatchSchema, leadSchema, type Lead } from '../../src/api/schemas';
import { apiPath, mockNow } from '../config';
import { batch, db, toPublic, type FormRow, type SessionRow, type UserRow } from '../db/store';
import { fieldErrors, idParam, messages, noContent, notFound, readBody, zodFieldErrors, type FieldErrors } from '../http';
import { paged, signedInCall } from '../route';

/** Server-owned keys: whatever the client sends for them is ignored. */
const serverOwned = ['id', 'views', 'leads_count', 'last_updated'] as const;

/** A form as the server sends it: old layouts as stored, the lead count from the sessions. */
export function formBody(row: FormRow) {
  const leadsCount = db.sessions.where((s) => s._formId === row.id && s.has_lead).length;
  const body = { ...toPublic(row), leads_count: leadsCount };
  return row._legacyFields === undefined ? body : { ...body, fields: row._legacyFields };
}

/** The caller's own form, or undefined (another owner's form is "not found", as on the server). */
export function ownForm(user: UserRow, id: number | undefined): FormRow | undefined {
  const form = id === undefined ? undefined : db.forms.get(id);
  return form && form._ownerId === user.id ? form : undefined;
}

/**
 * Checks a written form like the server: an object that fits the schema, with a name unique among the owner's
 * forms. Answers the row to store, or the 400 to send.
 */
async function readForm(
  request: Request,
  user: UserRow,
  base: { id: number; views: number; last_updated: string },
): Promise<{ row: FormRow } | { response: Response }> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    raw = null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { response: fieldErrors({ non_field_errors: ['Invalid data. Expected a dictionary.'] }) };
  }
  const body: Record<string, unknown> = { ...raw };
  for (const key of serverOwned) delete body[key];
  if (typeof body.name !== 'string' || body.name.trim() === '') {
    return { response: fieldErrors({ name: [messages.required] }) };
  }
  const name = body.name.trim();
  if (db.forms.find((f) => f._ownerId === user.id && f.id !== base.id && f.name === name)) {
    return { response: fieldErrors({ name: [messages.formNameTaken] }) };
  }
  const lengths = leadFormLengthsSchema.safeParse(body);
  if (!lengths.success) return { response: fieldErrors(zodFieldErrors(lengths.error)) };
  const parsed = leadFormObjectSchema.safeParse({ ...body, name, ...base, leads_count: 0 });
  if (!parsed.success) return { response: fieldErrors(zodFieldErrors(parsed.error)) };
  return { row: { ...parsed.data, _ownerId: user.id } };
}

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first)
 * starts with an apostrophe, so it opens as the text it is; a quote, comma or line break is quoted, so no value can
 * end its cell or its row. Header cells go through here too: titles are the owner's, older keys were a visitor's.
 */
export const csvCell = (value: unknown) => {
  const raw = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A stored date as ISO 8601 (UTC); text that is no date stays as it is. */
export const isoDate = (value: string | null | undefined) => {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

const csvValue = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : value);

/** A lead with the owner's changes, checked the one way for a form's lead and a chat's; or the refusal. */
export async function patchedLead(request: Request, lead: Lead): Promise<{ ok: true; lead: Lead } | { ok: false; response: Response }> {
  const body = await readBody(request, leadPatchSchema);
  if (!body.ok) return body;
  const patch = Object.fromEntries(Object.entries(body.data).filter(([, v]) => v !== undefined));
  const parsed = leadSchema.safeParse({ ...lead, ...patch });
  if (!parsed.success) return { ok: false, response: fieldErrors({ non_field_errors: [parsed.error.message] }) };
  return { ok: true, lead: parsed.data };
}

/** The contact columns every leads file starts with (a form's, a chat's). */
export const fixedColumns = ['Name', 'E-mail', 'Phone', 'Created at'] as const;
const answerColumn = 'AI answer';

/**
 * The leads of a form as CSV: contact columns, one column per question named by its title (with the ref in
 * brackets when two columns would share a name), any other stored keys (utm_*, hidden parameters, answers to
 * deleted questions) by their key, and the AI answers. Dates are ISO 8601.
 */
export function leadsCsv(form: FormRow, leads: SessionRow[]): string {
  const questions = form.fields.aiFields.filter((f) => f.type === 'TextInputField' || f.type === 'SelectField');
  const questionRefs = new Set(questions.map((f) => f.fieldRef));
  const otherKeys = [...new Set(leads.flatMap((s) => Object.keys(s.lead?.field_values ?? {})))].filter((key) => !questionRefs.has(key)).sort();
  const titleOf = (field: (typeof questions)[number]) => ('title' in field ? field.title.trim() : '') || field.fieldRef;
  const names = [...fixedColumns, ...questions.map(titleOf), ...otherKeys, answerColumn];
  const repeated = (name: string) => names.filter((n) => n === name).length > 1;
  const header = [
    ...fixedColumns,
    ...questions.map((f) => (repeated(titleOf(f)) ? `${titleOf(f)} (${f.fieldRef})` : titleOf(f))),
    ...otherKeys,
    answerColumn,
  ];
  const keys = [...questions.map((f) => f.fieldRef), ...otherKeys];
  const rows = leads.map((s) => {
    const lead = s.lead;
    const answers = lead?.ai_results.length ? lead.ai_results : (s.filling?.ai_results ?? []);
    return [
      lead?.name,
      lead?.email,
      lead?.phone,
      isoDate(lead?.created_at ?? s.created_at),
      ...keys.map((key) => csvValue(lead?.field_values[key])),
      answers.filter((a) => a.trim() !== '').join('\n\n'),
    ];
  });
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** Every day of a range, oldest first (at most a year). */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && out.length < 366; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * Daily numbers counted from the store: views from the widget's view counter of that day, the rest from the
 * sessions started that day (filled: the visitor sent values; answered: an AI answer came back; leads).
 */
function statistics(formId: number, { from, to, today, days: dates }: StatisticsRange) {
  const days = dates.map((date) => {
    const ofDay = db.sessions.where((s) => s._formId === formId && (s.created_at ?? '').startsWith(date));
    const filled = ofDay.filter((s) => Object.keys(s.filling?.values ?? {}).length > 0 || Object.keys(s.lead?.field_values ?? {}).length > 0);
    return {
      date,
      views: db.formViews.find((v) => v._formId === formId && v.date === date)?.count ?? 0,
      sessions: ofDay.length,
      filled: filled.length,
      answered: ofDay.filter((s) => (s.filling?.ai_results ?? []).some((answer) => answer.trim() !== '')).length,
      leads: ofDay.filter((s) => s.has_lead).length,
    };
  });
  return { date_from: from, date_to: to, today, days };
}

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The range a named period means on the server's today. */
function periodRange(period: string, today: string): { from: string; to: string } | null {
  if (period === 'last_7_days') return { from: addDays(today, -6), to: today };
  if (period === 'last_30_days') return { from: addDays(today, -29), to: today };
  if (period === 'this_month') return { from: `${today.slice(0, 8)}01`, to: today };
  return null;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export type StatisticsRange = { from: string; to: string; today: string; days: string[] };

/**
 * The days a statistics call asks for (`?period`, or `?date_from&date_to`, at most a year) on the server's today,
 * or the field errors of a range that is not one: a form's statistics and a chat's read the address alike.
 */
export function statisticsRange(url: URL): StatisticsRange | { response: Response } {
  const today = mockNow().toISOString().slice(0, 10);
  const period = url.searchParams.get('period');
  const named = period === null ? null : periodRange(period, today);
  if (period !== null && !named) return { response: fieldErrors({ period: ['Must be one of: last_7_days, last_30_days, this_month'] }) };
  const from = named?.from ?? url.searchParams.get('date_from') ?? '';
  const to = named?.to ?? url.searchParams.get('date_to') ?? '';
  const errors: FieldErrors = {};
  if (!datePattern.test(from)) errors.date_from = ['Date has wrong format. Use YYYY-MM-DD.'];
  if (!datePattern.test(to)) errors.date_to = ['Date has wrong format. Use YYYY-MM-DD.'];
  if (Object.keys(errors).length > 0) return { response: fieldErrors(errors) };
  if (from > to) return { response: fieldErrors({ date_to: ['The end must not be before the start.'] }) };
  if (Date.parse(to) - Date.parse(from) > 365 * 86_400_000) return { response: fieldErrors({ date_from: ['A range of at most a year, please.'] }) };
  return { from, to, today, days: daysOf(from, to) };
}

async function imageUrl(file: File): Promise<string> {
  // Small images become data URLs so the demo shows them after a reload; big ones get a placeholder URL.
  if (file.size > 200_000) return '';
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export const formsHandlers: HttpHandler[] = [
  http.get(
    apiPath('/lead_forms'),
    signedInCall(({ user, url }) => {
      const forms = db.forms
        .where((f) => f._ownerId === user.id)
        .sort((a, b) => (b.last_updated ?? '').localeCompare(a.last_updated ?? '') || b.id - a.id);
      return paged(forms.map(formBody), url);
    }),
  ),

  http.post(
    apiPath('/lead_forms'),
    signedInCall(async ({ request, user }) => {
      const result = await readForm(request, user, { id: db.forms.takeId(), views: 0, last_updated: mockNow().toISOString() });
      if ('response' in result) return result.response;
      db.forms.insert(result.row);
      return HttpResponse.json(formBody(result.row), { status: 201 });
    }),
  ),

  http.get(
    apiPath('/lead_forms/:id'),
    signedInCall(({ user, params }) => {
      const form = ownForm(user, idParam(params.id));
      return form ? HttpResponse.json(formBody(form)) : notFound();
    }),
  ),

  http.put(
    apiPath('/lead_forms/:id'),
    signedInCall(async ({ request, user, params }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const result = await readForm(request, user, { id: form.id, views: form.views, last_updated: mockNow().toISOString() });
      if ('response' in result) return result.response;
      // Saved by the app means migrated: the old layout is gone from now on.
      db.forms.update(form.id, () => result.row);
      return HttpResponse.json(formBody(result.row));
    }),
  ),

  http.delete(
    apiPath('/lead_forms/:id'),
    signedInCall(({ user, params }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      // Deleting a tool removes its leads and data.
      batch(() => {
        db.sessions.deleteWhere((s) => s._formId === form.id);
        db.designImages.deleteWhere((i) => i._formId === form.id);
        db.emailSubscriptions.deleteWhere((s) => s.tracking_entity_parent_id === form.id);
        db.forms.delete(form.id);
      });
      return noContent();
    }),
  ),

  http.get(
    apiPath('/lead_forms/:id/lead/csv'),
    signedInCall(({ user, params }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const leads = db.sessions.where((s) => s._formId === form.id && s.lead !== null);
      const csv = new TextEncoder().encode(leadsCsv(form, leads));
      // The length lets the app show how far a large file is.
      return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Length': String(csv.byteLength) } });
    }),
  ),

  http.get(
    apiPath('/lead_forms/:id/statistics'),
    signedInCall(({ user, params, url }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const range = statisticsRange(url);
      return 'response' in range ? range.response : HttpResponse.json(statistics(form.id, range));
    }),
  ),

  http.post(
    apiPath('/lead_forms/:id/design_image'),
    signedInCall(async ({ request, user, params }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const data = await request.formData().catch(() => null);
      const image = data?.get('image');
      if (!(image instanceof File)) return fieldErrors({ image: ['No file was submitted.'] });
      if (image.type !== '' && !image.type.startsWith('image/')) {
        return fieldErrors({ image: ['Upload a valid image.'] });
      }
      const id = db.designImages.takeId();
      const url = (await imageUrl(image)) || `https://cdn.example.com/design/${id}.png`;
      const row = db.designImages.insert({ id, url, _formId: form.id });
      return HttpResponse.json(toPublic(row), { status: 201 });
    }),
  ),

  http.delete(
    apiPath('/lead_forms/:id/design_image/:imageId'),
    signedInCall(({ user, params }) => {
      const form = ownForm(user, idParam(params.id));
      const imageId = idParam(params.imageId);
      const image = imageId === undefined ? undefined : db.designImages.get(imageId);
      if (!form || !image || image._formId !== form.id) return notFound();
      db.designImages.delete(image.id);
      return noContent();
    }),
  ),
];

/** Used by scenarios: an owner with no forms at all. */
export const emptyFormsHandlers = (): HttpHandler[] => [
  http.get(apiPath('/lead_forms'), signedInCall(({ url }) => paged([], url))),
];
