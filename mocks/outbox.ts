import type { DemoEmailKind, Lead } from '../src/api/schemas';
import { mockNow } from './config';
import { db, type FormRow, type UserRow } from './db/store';

/*
 * What the demo backend "sends": it has no mail server, so every e-mail a real backend would send for an account
 * (the verification link, a new lead for the lead addresses, the AI answer to a visitor) is kept in the store and
 * listed in the account's demo inbox (GET /demo/inbox/, docs/api.md). Links are paths of the app.
 */

function send(ownerId: number, kind: DemoEmailKind, to: string, subject: string, body: string, link: string | null): void {
  db.demoEmails.insert({ id: db.demoEmails.takeId(), _ownerId: ownerId, kind, to, subject, body, link, sent_at: mockNow().toISOString() });
}

/** The app's page that follows a verification link (src/features/demo). */
export const verificationLinkPath = (token: string) => `/demo/verify-email/${encodeURIComponent(token)}`;

/** A new verification link for the user (the last one sent is the one that works), e-mailed to them. */
export function sendVerificationEmail(user: UserRow): void {
  const token = crypto.randomUUID();
  db.users.update(user.id, { _verificationToken: token });
  send(
    user.id,
    'verification',
    user.email,
    'Confirm your e-mail address',
    `Hello,\n\nOpen the link below to confirm ${user.email}. Then you can create forms with AI.\n\nIf you did not sign up, ignore this e-mail.`,
    verificationLinkPath(token),
  );
}

/** A new lead, e-mailed to each address the owner added for the form (Integrations, "Leads by e-mail"). */
export function sendLeadNotifications(form: FormRow, lead: Lead): void {
  const lines = [`Name: ${lead.name ?? '—'}`, `E-mail: ${lead.email ?? '—'}`, `Phone: ${lead.phone ?? '—'}`];
  const body = `Your form "${form.name}" has a new lead.\n\n${lines.join('\n')}\n\nEvery answer is in the form's results.`;
  for (const address of db.emailSubscriptions.where((s) => s.tracking_entity_parent_id === form.id && s.is_active)) {
    send(form._ownerId, 'lead', address.receiver_email, `New lead: ${form.name}`, body, `/forms/results/${form.id}`);
  }
}

/** The whole AI answer, e-mailed to the lead (the e-mail strategy), with the texts of the form's language. */
export function sendAiAnswerEmail(form: FormRow, to: string, answer: string): void {
  const template = db.emailTemplates.find((t) => t._language === form.language_code) ?? db.emailTemplates.find((t) => t._language === 'en');
  const subject = form.email_ai_answer_subject.trim() || template?.subject || 'Your answer';
  const body = `${template?.body ?? ''}\n\n${answer}`.trim();
  send(form._ownerId, 'ai_answer', to, subject, body, `/forms/share/${form.id}`);
}
