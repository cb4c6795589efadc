import { z } from 'zod';
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

/** A lead: the contact data a visitor left (SPEC §3). */
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

/** What PATCH lead_forms/{id}/session/{sessionId}/lead/{leadId} may change. */
export const leadPatchSchema = z.object({
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
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

/** One visit of a form; `has_lead` tells whether the visitor left contact data (SPEC §3). */
export const leadSessionSchema = z
  .object({
    id: idSchema,
    has_lead: z.boolean(),
    lead: leadSchema.nullable().default(null),
    filling: fillingSchema.nullable().default(null),
    created_at: z.string().nullable().default(null),
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
