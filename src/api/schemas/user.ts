import { z } from 'zod';
import { idSchema } from './common';
import { tariffSchema } from './subscription';

/** The signed-in user. */
export const userSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    avatar: z.string().nullable().default(null),
    is_email_verified: z.boolean(),
    has_password: z.boolean(),
    openai_key: z.string().nullable().default(null),
    phone: z.string().nullable().default(null),
    tariff: tariffSchema.nullable().default(null),
    /** Name of the lifetime-deal plan, if the user redeemed one. */
    ltd_tariff: z.string().nullable().default(null),
    daily_lead_alerts: z.boolean().default(false),
    weekly_updates: z.boolean().default(false),
    low_credit_alert: z.boolean().default(false),
    locale: z.string().nullable().default(null),
    zapier_invite_link: z.string().nullable().default(null),
  })
  .loose();
export type User = z.infer<typeof userSchema>;

/** What PUT /auth/user/ may send (SPEC shows openai_key; the alert and locale keys are designed here). */
export const userUpdateSchema = z.object({
  openai_key: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  locale: z.string().nullable().optional(),
  daily_lead_alerts: z.boolean().optional(),
  weekly_updates: z.boolean().optional(),
  low_credit_alert: z.boolean().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
