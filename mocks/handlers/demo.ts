import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoVerifyEmailSchema } from '../../src/api/schemas';
import { apiPath } from '../config';
import { db, toPublic } from '../db/store';
import { errorResponse, readBody } from '../http';
import { publicCall, signedInCall } from '../route';

/*
 * The demo backends' inbox (designed here, docs/api.md; a real backend has neither call): the e-mails kept by
 * mocks/outbox.ts, and the verification e-mail's link.
 */
export const demoHandlers: HttpHandler[] = [
  http.get(
    apiPath('/demo/inbox'),
    signedInCall(({ user }) =>
      HttpResponse.json(
        db.demoEmails
          .where((e) => e._ownerId === user.id)
          .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id)
          .map(toPublic),
      ),
    ),
  ),

  // Like a real verification link, it works without signing in: the token says whose e-mail it confirms.
  http.post(
    apiPath('/demo/verify-email'),
    publicCall(async ({ request }) => {
      const body = await readBody(request, demoVerifyEmailSchema);
      if (!body.ok) return body.response;
      const user = db.users.find((u) => u._verificationToken === body.data.token);
      if (!user) return errorResponse(400, 'This link is not valid any more. Ask for a new e-mail.', 'invalid_token');
      db.users.update(user.id, { is_email_verified: true });
      return HttpResponse.json({ detail: 'E-mail verified.' });
    }),
  ),
];

/** An inbox with nothing in it yet; the link still works. */
export const emptyDemoHandlers = (): HttpHandler[] => [
  http.get(apiPath('/demo/inbox'), signedInCall(() => HttpResponse.json([]))),
];
