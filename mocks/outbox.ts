import type { DemoEmailKind, Lead } from '../src/api/schemas';
import { mockNow } from './config';
import { db, type FormRow, type UserRow } from './db/store';

/*
 * What the demo backend "sends": it has no mail server, so every e-mail a real backend would send for an account
 * (the verification link, a new lead for the lead addresses, the AI answer to a visitor) is kept in the store and
 * listed in the account's demo inbox (GET /demo/inbox/, docs/api.md). Links are paths of the app.
 */

/** The languages the demo backend writes e-mails in (the app's); any other asks for English. */
export type MailLanguage = NonNullable<UserRow['_language']>;

/** The e-mail language for a request: the first tag of its `Accept-Language` the app speaks, else English. */
export function mailLanguage(request: Request): MailLanguage {
  const header = request.headers.get('Accept-Language') ?? '';
  for (const tag of header.split(',')) {
    const primary = tag.trim().split(/[;-]/, 1)[0]?.toLowerCase();
    if (primary === 'ru' || primary === 'es' || primary === 'en') return primary;
  }
  return 'en';
}

type LeadLines = { name: string; email: string; phone: string };

/** What a real backend would write, in each language the app speaks. */
const MAIL_TEXTS: Record<MailLanguage, {
  verifySubject: string;
  verifyBody: (email: string) => string;
  leadSubject: (form: string) => string;
  leadBody: (form: string, lead: LeadLines) => string;
}> = {
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody: (email) =>
      `Hello,\n\nOpen the link below to confirm ${email}. Then you can create forms with AI.\n\nIf you did not sign up, ignore this e-mail.`,
    leadSubject: (form) => `New lead: ${form}`,
    leadBody: (form, l) =>
      `Your form "${form}" has a new lead.\n\nName: ${l.name}\nE-mail: ${l.email}\nPhone: ${l.phone}\n\nEvery answer is in the form's results.`,
  },
  ru: {
    verifySubject: 'Подтвердите адрес электронной почты',
    verifyBody: (email) =>
      `Здравствуйте!\n\nОткройте ссылку ниже, чтобы подтвердить ${email}. После этого вы сможете создавать формы с ИИ.\n\nЕсли вы не регистрировались, просто проигнорируйте это письмо.`,
    leadSubject: (form) => `Новый лид: ${form}`,
    leadBody: (form, l) =>
      `В форме «${form}» новый лид.\n\nИмя: ${l.name}\nE-mail: ${l.email}\nТелефон: ${l.phone}\n\nВсе ответы — в результатах формы.`,
  },
  es: {
    verifySubject: 'Confirma tu dirección de correo',
    verifyBody: (email) =>
      `Hola:\n\nAbre el enlace de abajo para confirmar ${email}. Después podrás crear formularios con IA.\n\nSi no te registraste, ignora este correo.`,
    leadSubject: (form) => `Nuevo lead: ${form}`,
    leadBody: (form, l) =>
      `Tu formulario «${form}» tiene un nuevo lead.\n\nNombre: ${l.name}\nCorreo: ${l.email}\nTeléfono: ${l.phone}\n\nTodas las respuestas están en los resultados del formulario.`,
  },
};

function send(ownerId: number, kind: DemoEmailKind, to: string, subject: string, body: string, link: string | null): void {
  db.demoEmails.insert({ id: db.demoEmails.takeId(), _ownerId: ownerId, kind, to, subject, body, link, sent_at: mockNow().toISOString() });
}

/** The app's page that follows a verification link (src/features/demo). */
export const verificationLinkPath = (token: string) => `/demo/verify-email/${encodeURIComponent(token)}`;

/**
 * A new verification link for the user (the last one sent is the one that works), e-mailed to them in the
 * language of the request that asked for it, which is remembered for the owner's later e-mails.
 */
export function sendVerificationEmail(user: UserRow, language: MailLanguage): void {
  const token = crypto.randomUUID();
  db.users.update(user.id, { _verificationToken: token, _language: language });
  const texts = MAIL_TEXTS[language];
  send(user.id, 'verification', user.email, texts.verifySubject, texts.verifyBody(user.email), verificationLinkPath(token));
}

/**
 * A new lead, e-mailed to each address the owner added for the form (Integrations, "Leads by e-mail"), in the
 * language the owner last signed in with (the visitor's language is not the owner's).
 */
export function sendLeadNotifications(form: FormRow, lead: Lead): void {
  const texts = MAIL_TEXTS[db.users.find((u) => u.id === form._ownerId)?._language ?? 'en'];
  const lines = { name: lead.name ?? '—', email: lead.email ?? '—', phone: lead.phone ?? '—' };
  for (const address of db.emailSubscriptions.where((s) => s.tracking_entity_parent_id === form.id && s.is_active)) {
    send(form._ownerId, 'lead', address.receiver_email, texts.leadSubject(form.name), texts.leadBody(form.name, lines), `/forms/results/${form.id}`);
  }
}

/** The whole AI answer, e-mailed to the lead (the e-mail strategy), with the texts of the form's language. */
export function sendAiAnswerEmail(form: FormRow, to: string, answer: string): void {
  const template = db.emailTemplates.find((t) => t._language === form.language_code) ?? db.emailTemplates.find((t) => t._language === 'en');
  const subject = form.email_ai_answer_subject.trim() || template?.subject || 'Your answer';
  const body = `${template?.body ?? ''}\n\n${answer}`.trim();
  send(form._ownerId, 'ai_answer', to, subject, body, `/forms/share/${form.id}`);
}
