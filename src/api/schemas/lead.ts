import { z } from 'zod';
import { TEXT_LIMITS } from '../../domain/limits';
import { idSchema } from './common';

/**
 * Values a visitor filled in, by fieldRef. SPEC does not show their shapes, so any JSON value is accepted
 * here and the screens show text, lists and numbers and fall back to JSON for the rest.
 */
export const fieldValuesSchema = z.record(z.string(), z.unknown());
export type FieldValues = z.infer<typeof fieldValuesSchema>;

/** One entry of a lead's activity (designed here: SPEC names "activity" only). */
export const leadActivitySchema = z
  .object({
    action: z.string(),
    created_at: z.string().nullable().default(null),
  })
  .loose();
export type LeadActivity = z.infer<typeof leadActivitySchema>;

/** A lead: the contact data a visitor left. */
export const leadSchema = z
  .object({
    id: idSchema,
    email: z.string().nullable().default(null),
    phone: z.string().nullable().default(null),
    name: z.string().nullable().default(null),
    field_values: fieldValuesSchema.default({}),
    ai_results: z.array(z.string()).default([]),
    activity: z.array(leadActivitySchema).default([]),
    created_at: z.string().nullable().default(null),
  })
  .loose();
export type Lead = z.infer<typeof leadSchema>;

/** The body of the bulk session delete: at least one session id. */
export const deleteSessionsRequestSchema = z.object({ ids: z.array(idSchema).min(1) });
export type DeleteSessionsRequest = z.infer<typeof deleteSessionsRequestSchema>;

/** What PATCH lead_forms/{id}/session/{sessionId}/lead/{leadId} may change. */
export const leadPatchSchema = z.object({
  email: z.string().max(TEXT_LIMITS.leadEmail).nullable().optional(),
  phone: z.string().max(TEXT_LIMITS.leadPhone).nullable().optional(),
  name: z.string().max(TEXT_LIMITS.leadName).nullable().optional(),
  field_values: fieldValuesSchema.optional(),
});
export type LeadPatch = z.infer<typeof leadPatchSchema>;

/** What a visitor typed and what the AI answered in one session ("value shapes: not shown"). */
export const fillingSchema = z
  .object({
    id: idSchema.optional(),
    values: fieldValuesSchema.default({}),
    ai_results: z.array(z.string()).default([]),
    created_at: z.string().nullable().default(null),
  })
  .loose();
export type Filling = z.infer<typeof fillingSchema>;

/** One visit of a form; `has_lead` tells whether the visitor left contact data. */
export const leadSessionSchema = z
  .object({
    id: idSchema,
    has_lead: z.boolean(),
    lead: leadSchema.nullable().default(null),
    filling: fillingSchema.nullable().default(null),
    created_at: z.string().nullable().default(null),
    /** What the visitor's widget said it runs on, e.g. "Chrome on macOS" (designed here). */
    device: z.string().nullable().default(null),
  })
  .loose();
export type LeadSession = z.infer<typeof leadSessionSchema>;

/** Query of GET /lead_forms/{id}/session/. */
export const sessionListParamsSchema = z.object({
  page: z.number().int().positive().optional(),
  page_size: z.number().int().nonnegative().optional(),
  has_lead: z.boolean().optional(),
});
export type SessionListParams = z.infer<typeof sessionListParamsSchema>;

/**
 * GET lead_forms/{id}/session/{sessionId}/filling/ (shape designed here, SPEC shows only the call): the filling
 * with the session it belongs to, so one screen shows everything one visitor gave and got, and the ids of the
 * sessions before and after it in the results order (newest first; with `has_lead=true`, among leads only).
 */
export const fillingDetailSchema = fillingSchema.extend({
  session_id: idSchema,
  has_lead: z.boolean().default(false),
  lead: leadSchema.nullable().default(null),
  device: z.string().nullable().default(null),
  session_created_at: z.string().nullable().default(null),
  previous_session_id: idSchema.nullable().default(null),
  next_session_id: idSchema.nullable().default(null),
});
export type FillingDetail = z.infer<typeof fillingDetailSchema>;

/** Query of the filling call: the neighbours follow the same filter as the results list. */
export const fillingParamsSchema = z.object({ has_lead: z.boolean().optional() });
export type FillingParams = z.infer<typeof fillingParamsSchema>;

/** The answer of the bulk delete (designed here): how many sessions went. */
export const deleteSessionsResultSchema = z.object({ deleted: z.number().int().nonnegative() }).loose();
export type DeleteSessionsResult = z.infer<typeof deleteSessionsResultSchema>;
