import { request } from '../client';
import { emailSubscriptionSchema, emailTemplateSchema, emptySchema } from '../schemas';
import type { EmailSubscriptionCreate, Id } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';
import { listSchema } from './types';

/** The fixed part of every lead-notification subscription. */
function emailSubscriptionFilter(formId: Id) {
  return {
    receiver: 'email',
    tracking_entity: 'lead',
    tracking_entity_parent: 'lead_form',
    tracking_entity_parent_id: formId,
  } as const;
}

/** The lead-notification e-mail addresses of a form. */
export function getEmailSubscriptions(formId: Id, options: CallOptions = {}) {
  return request({
    ...route('getEmailSubscriptions'),
    query: emailSubscriptionFilter(formId),
    schema: listSchema(emailSubscriptionSchema),
    signal: options.signal,
  });
}

/** Adds a notification address; a server error carries its text in `message`, which the form shows under its input. */
export function createEmailSubscription(formId: Id, receiverEmail: string, options: CallOptions = {}) {
  const body: EmailSubscriptionCreate = {
    ...emailSubscriptionFilter(formId),
    receiver_email: receiverEmail,
    tracking_action: 'post',
    is_active: true,
  };
  return request({ ...route('createEmailSubscription'), body, schema: emailSubscriptionSchema, signal: options.signal });
}

/** Success only on 204; the list changes locally only after that. */
export function deleteEmailSubscription(id: Id | string, options: CallOptions = {}) {
  return request({
    ...route('deleteEmailSubscription', { id }),
    schema: emptySchema,
    expectStatus: 204,
    signal: options.signal,
  });
}

/**
 * Default subject and body used when the form's e-mail AI answer texts are empty, in the form's language (the
 * visitor reads the e-mail in it; `language` designed here, the server's default language when it has none).
 */
export function getEmailAiAnswerTemplate(language: string, options: CallOptions = {}) {
  return request({ ...route('getEmailAiAnswerTemplate'), query: { language }, schema: emailTemplateSchema, signal: options.signal });
}
