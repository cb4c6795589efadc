import { request } from '../client';
import { emptySchema, fillingSchema, leadSchema, leadSessionSchema, pagedSchema } from '../schemas';
import type { Id, LeadPatch, SessionListParams } from '../schemas';
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

/** Bulk delete: a body of session ids; success only on 200 (SPEC §7). */
export function deleteSessions(formId: Id | string, ids: readonly Id[], options: CallOptions = {}) {
  return request({
    ...route('deleteSessions', { id: formId }),
    body: { ids },
    schema: emptySchema,
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

export function getFilling(formId: Id | string, sessionId: Id | string, options: CallOptions = {}) {
  return request({ ...route('getFilling', { id: formId, sessionId }), schema: fillingSchema, signal: options.signal });
}
