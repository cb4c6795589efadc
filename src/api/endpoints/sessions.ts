import { request } from '../client';
import { deleteSessionsResultSchema, emptySchema, fillingDetailSchema, leadSchema, leadSessionSchema, pagedSchema } from '../schemas';
import type { DeleteSessionsRequest, FillingParams, Id, LeadPatch, SessionListParams } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

/** One page of a form's sessions; `has_lead: true` lists leads only. */
export function getSessions(formId: Id | string, params: SessionListParams = {}, options: CallOptions = {}) {
  return request({
    ...route('getSessions', { id: formId }),
    query: params,
    schema: pagedSchema(leadSessionSchema),
    signal: options.signal,
  });
}

/** Success only on 204. */
export function deleteSession(formId: Id | string, sessionId: Id | string, options: CallOptions = {}) {
  return request({
    ...route('deleteSession', { id: formId, sessionId }),
    schema: emptySchema,
    expectStatus: 204,
    signal: options.signal,
  });
}

/** Bulk delete: a body of session ids; success only on 200. */
export function deleteSessions(formId: Id | string, ids: readonly Id[], options: CallOptions = {}) {
  const body: DeleteSessionsRequest = { ids: [...ids] };
  return request({
    ...route('deleteSessions', { id: formId }),
    body,
    schema: deleteSessionsResultSchema,
    expectStatus: 200,
    signal: options.signal,
  });
}

export function updateLead(
  formId: Id | string,
  sessionId: Id | string,
  leadId: Id | string,
  patch: LeadPatch,
  options: CallOptions = {},
) {
  return request({
    ...route('updateLead', { id: formId, sessionId, leadId }),
    body: patch,
    schema: leadSchema,
    signal: options.signal,
  });
}

/** One visitor's filling with its session, lead, device and the neighbouring sessions (shape designed here). */
export function getFilling(formId: Id | string, sessionId: Id | string, params: FillingParams = {}, options: CallOptions = {}) {
  return request({ ...route('getFilling', { id: formId, sessionId }), query: params, schema: fillingDetailSchema, signal: options.signal });
}
