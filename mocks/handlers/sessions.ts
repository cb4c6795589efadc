import { http, HttpResponse, type HttpHandler } from 'msw';
import { deleteSessionsRequestSchema } from '../../src/api/schemas';
import { apiPath } from '../config';
import { db, toPublic, type SessionRow, type UserRow } from '../db/store';
import { errorResponse, fieldErrors, idParam, messages, noContent, notFound, readBody } from '../http';
import { paged, signedInCall } from '../route';
import { ownForm, patchedLead } from './forms';

function ownSession(user: UserRow, formParam: unknown, sessionParam: unknown): SessionRow | undefined {
  const form = ownForm(user, idParam(typeof formParam === 'string' ? formParam : undefined));
  const sessionId = idParam(typeof sessionParam === 'string' ? sessionParam : undefined);
  const session = sessionId === undefined ? undefined : db.sessions.get(sessionId);
  return form && session && session._formId === form.id ? session : undefined;
}

/** A form's sessions in the results order: newest first (`hasLead` null: all of them). */
function sessionsOf(formId: number, hasLead: string | null): SessionRow[] {
  return db.sessions
    .where((s) => s._formId === formId && (hasLead === null || String(s.has_lead) === hasLead))
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id);
}

/**
 * Bulk delete answers 200, not 204 like the single delete, with how many went. `failAfter`: the calls after that many fail
 * with 500 (the scenario of a large selection, deleted in batches, that stops half-way).
 */
function bulkDeleteHandler(failAfter: number | null): HttpHandler {
  let calls = 0;
  return http.delete(
    apiPath('/lead_forms/:id/session'),
    signedInCall(async ({ request, user, params }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      const body = await readBody(request, deleteSessionsRequestSchema);
      if (!body.ok) return body.response;
      if (failAfter !== null && calls++ >= failAfter) return errorResponse(500, messages.serverError);
      const ids = new Set(body.data.ids);
      const deleted = db.sessions.deleteWhere((s) => s._formId === form.id && ids.has(s.id));
      return HttpResponse.json({ deleted });
    }),
  );
}

export const sessionsHandlers: HttpHandler[] = [
  // Newest first; `has_lead=true|false` filters.
  http.get(
    apiPath('/lead_forms/:id/session'),
    signedInCall(({ user, params, url }) => {
      const form = ownForm(user, idParam(params.id));
      if (!form) return notFound();
      return paged(sessionsOf(form.id, url.searchParams.get('has_lead')).map(toPublic), url);
    }),
  ),

  bulkDeleteHandler(null),

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
      const patched = await patchedLead(request, session.lead);
      if (!patched.ok) return patched.response;
      db.sessions.update(session.id, { lead: patched.lead });
      return HttpResponse.json(patched.lead);
    }),
  ),

  // The filling with its session (designed shape): a session with no values yet still shows what there is.
  http.get(
    apiPath('/lead_forms/:id/session/:sessionId/filling'),
    signedInCall(({ user, params, url }) => {
      const session = ownSession(user, params.id, params.sessionId);
      if (!session) return notFound();
      const order = sessionsOf(session._formId, url.searchParams.get('has_lead'));
      const at = order.findIndex((s) => s.id === session.id);
      const filling = session.filling ?? { values: {}, ai_results: [], created_at: session.created_at };
      return HttpResponse.json({
        ...filling,
        session_id: session.id,
        has_lead: session.has_lead,
        lead: session.lead,
        device: session.device,
        session_created_at: session.created_at,
        // Newer sessions come first in the results, so "previous" is the newer neighbour.
        previous_session_id: at > 0 ? (order[at - 1]?.id ?? null) : null,
        next_session_id: at >= 0 ? (order[at + 1]?.id ?? null) : null,
      });
    }),
  ),
];

export const emptySessionsHandlers = (): HttpHandler[] => [
  http.get(
    apiPath('/lead_forms/:id/session'),
    signedInCall(({ user, params, url }) => (ownForm(user, idParam(params.id)) ? paged([], url) : notFound())),
  ),
];

/** Bulk deletes succeed `after` times, then the server fails (a large selection deleted in batches stops half-way). */
export const sessionsHandlersFailingBulkAfter = (after: number): HttpHandler[] => [bulkDeleteHandler(after), ...sessionsHandlers];

/** The server refuses every lead edit with a field error on the phone. */
export const leadEditRefusedHandlers = (): HttpHandler[] => [
  http.patch(
    apiPath('/lead_forms/:id/session/:sessionId/lead/:leadId'),
    signedInCall(() => fieldErrors({ phone: ['This number cannot receive messages.'] })),
  ),
  ...sessionsHandlers,
];
