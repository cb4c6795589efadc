import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { leadPatchSchema, leadSchema } from '../../src/api/schemas';
import { apiPath } from '../config';
import { db, toPublic, type SessionRow, type UserRow } from '../db';
import { fieldErrors, idParam, noContent, notFound, readBody } from '../http';
import { paged, signedInCall } from '../route';
import { ownForm } from './forms';

const bulkDeleteBody = z.object({ ids: z.array(z.number().int()).min(1) });

function ownSession(user: UserRow, formParam: unknown, sessionParam: unknown): SessionRow | undefined {
  const form = ownForm(user, idParam(typeof formParam === 'string' ? formParam : undefined));
  const sessionId = idParam(typeof sessionParam === 'string' ? sessionParam : undefined);
  const session = sessionId === undefined ? undefined : db.sessions.get(sessionId);
  return form && session && session._formId === form.id ? session : undefined;
}

export const sessionsHandlers: HttpHandler[] = [
  // Newest first; `has_lead=true|false` filters (SPEC §7).
  http.get(
    apiPath('/lead_forms/:id/session'),
    signedInCall(({ user, params, url }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const hasLead = url.searchParams.get('has_lead');
      const sessions = db.sessions
        .where((s) => s._formId === form.id && (hasLead === null || String(s.has_lead) === hasLead))
        .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id);
      return paged(sessions.map(toPublic), url);
    }),
  ),

  // Bulk delete answers 200, not 204 (SPEC §7), with how many went.
  http.delete(
    apiPath('/lead_forms/:id/session'),
    signedInCall(async ({ request, user, params }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const body = await readBody(request, bulkDeleteBody);
      if (!body.ok) return body.response;
      const ids = new Set(body.data.ids);
      const deleted = db.sessions.deleteWhere((s) => s._formId === form.id && ids.has(s.id));
      return HttpResponse.json({ deleted });
    }),
  ),

  http.delete(
    apiPath('/lead_forms/:id/session/:sessionId'),
    signedInCall(({ user, params }) => {
      const session = ownSession(user, params.id, params.sessionId);
      if (!session) return notFound();
      db.sessions.delete(session.id);
      return noContent();
    }),
  ),

  http.patch(
    apiPath('/lead_forms/:id/session/:sessionId/lead/:leadId'),
    signedInCall(async ({ request, user, params }) => {
      const session = ownSession(user, params.id, params.sessionId);
      const leadId = idParam(params.leadId);
      if (!session || !session.lead || session.lead.id !== leadId) return notFound();
      const body = await readBody(request, leadPatchSchema);
      if (!body.ok) return body.response;
      const patch = Object.fromEntries(Object.entries(body.data).filter(([, v]) => v !== undefined));
      const parsed = leadSchema.safeParse({ ...session.lead, ...patch });
      if (!parsed.success) return fieldErrors({ non_field_errors: [parsed.error.message] });
      db.sessions.update(session.id, { lead: parsed.data });
      return HttpResponse.json(parsed.data);
    }),
  ),

  http.get(
    apiPath('/lead_forms/:id/session/:sessionId/filling'),
    signedInCall(({ user, params }) => {
      const session = ownSession(user, params.id, params.sessionId);
      return session?.filling ? HttpResponse.json(session.filling) : notFound();
    }),
  ),
];

export const emptySessionsHandlers = (): HttpHandler[] => [
  http.get(
    apiPath('/lead_forms/:id/session'),
    signedInCall(({ user, params, url }) => (ownForm(user, idParam(params.id)) ? paged([], url) : notFound())),
  ),
];
