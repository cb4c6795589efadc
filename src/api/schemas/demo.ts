import { z } from 'zod';
import { idSchema } from './common';

/*
 * The demo backends' inbox (designed here, docs/api.md): the e-mails the demo backend would have sent for an
 * account. A build against a real backend never asks for it (src/domain/demoPages.ts).
 */

/** What the e-mail is: the sign-up's verification link, a new lead for the lead addresses, the AI answer to a visitor. */
export const demoEmailKinds = ['verification', 'lead', 'ai_answer'] as const;
export type DemoEmailKind = (typeof demoEmailKinds)[number];

/**
 * One sent e-mail. `subject` and `body` are plain text written from what owners and visitors typed: untrusted.
 * `link` is a path of this app (the backend does not know the app's address), or null.
 */
export const demoEmailSchema = z.object({
  id: idSchema,
  kind: z.enum(demoEmailKinds),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  sent_at: z.string(),
});
export type DemoEmail = z.infer<typeof demoEmailSchema>;
export const demoInboxSchema = z.array(demoEmailSchema);

/** POST /demo/verify-email/ body: the token of the verification e-mail's link. */
export const demoVerifyEmailSchema = z.object({ token: z.string().min(1) });
export type DemoVerifyEmail = z.infer<typeof demoVerifyEmailSchema>;
