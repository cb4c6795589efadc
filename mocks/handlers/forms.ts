import { http, HttpResponse, type HttpHandler } from 'msw';
import { leadFormObjectSchema } from '../../src/api/schemas';
import { apiPath } from '../config';
import { batch, db, toPublic, type FormRow, type UserRow } from '../db';
import { fieldErrors, idParam, messages, noContent, notFound, zodFieldErrors, type FieldErrors } from '../http';
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
 * forms (SPEC §5). Answers the row to store, or the 400 to send.
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
  const parsed = leadFormObjectSchema.safeParse({ ...body, name, ...base, leads_count: 0 });
  if (!parsed.success) return { response: fieldErrors(zodFieldErrors(parsed.error)) };
  return { row: { ...parsed.data, _ownerId: user.id } };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Deterministic daily numbers: sessions and leads counted from the store, views derived from them. */
function statistics(formId: number, from: string, to: string) {
  const days: { date: string; views: number; sessions: number; leads: number }[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = start, guard = 0; t <= end && guard < 366; t += 86_400_000, guard++) {
    const date = new Date(t).toISOString().slice(0, 10);
    const ofDay = db.sessions.where((s) => s._formId === formId && (s.created_at ?? '').startsWith(date));
    const sessions = ofDay.length;
    const leads = ofDay.filter((s) => s.has_lead).length;
    days.push({ date, views: sessions * 3 + ((formId + Number(date.slice(8))) % 5), sessions, leads });
  }
  return { date_from: from, date_to: to, days };
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

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
      const result = await readForm(request, user, { id: db.forms.takeId(), views: 0, last_updated: new Date().toISOString() });
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
      const result = await readForm(request, user, { id: form.id, views: form.views, last_updated: new Date().toISOString() });
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
      // Deleting a tool removes its leads and data (SPEC §4).
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
      const refs = [...new Set(leads.flatMap((s) => Object.keys(s.lead?.field_values ?? {})))].sort();
      const header = ['name', 'email', 'phone', 'created_at', ...refs];
      const rows = leads.map((s) =>
        [s.lead?.name, s.lead?.email, s.lead?.phone, s.lead?.created_at, ...refs.map((r) => s.lead?.field_values[r])].map(csvCell),
      );
      const csv = [header, ...rows].map((row) => row.join(',')).join('\n');
      return new HttpResponse(`${csv}\n`, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }),
  ),

  http.get(
    apiPath('/lead_forms/:id/statistics'),
    signedInCall(({ user, params, url }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const from = url.searchParams.get('date_from') ?? '';
      const to = url.searchParams.get('date_to') ?? '';
      const errors: FieldErrors = {};
      if (!datePattern.test(from)) errors.date_from = ['Date has wrong format. Use YYYY-MM-DD.'];
      if (!datePattern.test(to)) errors.date_to = ['Date has wrong format. Use YYYY-MM-DD.'];
      if (Object.keys(errors).length > 0) return fieldErrors(errors);
      if (from > to) return fieldErrors({ date_to: ['The end must not be before the start.'] });
      return HttpResponse.json(statistics(form.id, from, to));
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
