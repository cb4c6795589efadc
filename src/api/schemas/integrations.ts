import { z } from 'zod';
import { idSchema } from './common';

/** A lead-notification e-mail address of a form. */
export const emailSubscriptionSchema = z
  .object({
    id: idSchema,
    receiver: z.literal('email'),
    receiver_email: z.string(),
    tracking_entity: z.literal('lead'),
    tracking_entity_parent: z.literal('lead_form'),
    tracking_entity_parent_id: idSchema,
    tracking_action: z.literal('post'),
    is_active: z.boolean(),
  })
  .loose();
export type EmailSubscription = z.infer<typeof emailSubscriptionSchema>;
export const emailSubscriptionListSchema = z.array(emailSubscriptionSchema);

/** POST /events/subscription/ body. */
export const emailSubscriptionCreateSchema = emailSubscriptionSchema.omit({ id: true }).strip();
export type EmailSubscriptionCreate = z.infer<typeof emailSubscriptionCreateSchema>;

/** The default template of the e-mail AI answer (GET /email/template/email_ai_answer/). */
export const emailTemplateSchema = z.object({ subject: z.string(), body: z.string() });
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;
