import { http, HttpResponse, type HttpHandler } from 'msw';
import { emailSubscriptionCreateSchema } from '../../src/api/schemas';
import { isValidEmail } from '../../src/domain/validators';
import { apiPath } from '../config';
import { buildEmailSubscription } from '../db/factories';
import { db, toPublic } from '../db/store';
import { errorResponse, idParam, messages, noContent, notFound, readBody } from '../http';
import { signedInCall } from '../route';
import { ownForm } from './forms';

export const integrationsHandlers: HttpHandler[] = [
  // Filtered by the form and kind in the query; only the caller's own subscriptions are listed.
  http.get(
    apiPath('/events/subscription'),
    signedInCall(({ user, url }) => {
      const parentId = url.searchParams.get('tracking_entity_parent_id');
      const receiver = url.searchParams.get('receiver');
      const list = db.emailSubscriptions.where(
        (s) =>
          s._ownerId === user.id &&
          (parentId === null || String(s.tracking_entity_parent_id) === parentId) &&
          (receiver === null || s.receiver === receiver),
      );
      return HttpResponse.json(list.map(toPublic));
    }),
  ),

  /*
   * The client shows the server's `message` under the input, so errors carry one
   * beside the field errors in `detail`.
   */
  http.post(
    apiPath('/events/subscription'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, emailSubscriptionCreateSchema);
      if (!body.ok) return body.response;
      const email = body.data.receiver_email.trim();
      const form = ownForm(user, body.data.tracking_entity_parent_id);
      if (!form) return notFound();
      if (!isValidEmail(email)) {
        return HttpResponse.json({ message: messages.invalidEmail, detail: { receiver_email: [messages.invalidEmail] } }, { status: 400 });
      }
      const duplicate = db.emailSubscriptions.find((s) => s.tracking_entity_parent_id === form.id && s.receiver_email.toLowerCase() === email.toLowerCase());
      if (duplicate) {
        return HttpResponse.json({ message: messages.duplicateEmail, detail: { receiver_email: [messages.duplicateEmail] } }, { status: 400 });
      }
      const subscription = buildEmailSubscription({ ...body.data, id: db.emailSubscriptions.takeId(), receiver_email: email });
      db.emailSubscriptions.insert({ ...subscription, _ownerId: user.id });
      return HttpResponse.json(subscription, { status: 201 });
    }),
  ),

  http.delete(
    apiPath('/events/subscription/:id'),
    signedInCall(({ user, params }) => {
      const id = idParam(params.id);
      const subscription = id === undefined ? undefined : db.emailSubscriptions.get(id);
      if (!subscription || subscription._ownerId !== user.id) return notFound();
      db.emailSubscriptions.delete(subscription.id);
      return noContent();
    }),
  ),

  http.get(
    apiPath('/email/template/email_ai_answer'),
    signedInCall(({ request }) => {
      // In the asked language (designed here), else English, the default.
      const language = new URL(request.url).searchParams.get('language') ?? 'en';
      const template = db.emailTemplates.find((row) => row._language === language) ?? db.emailTemplates.find((row) => row._language === 'en');
      return template ? HttpResponse.json({ subject: template.subject, body: template.body }) : errorResponse(404, messages.notFound);
    }),
  ),
];

export const emptyIntegrationsHandlers = (): HttpHandler[] => [
  http.get(apiPath('/events/subscription'), signedInCall(() => HttpResponse.json([]))),
];
