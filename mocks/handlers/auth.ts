import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  changePasswordSchema,
  credentialsSchema,
  identityProviderCodeSchema,
  refreshRequestSchema,
  userUpdateSchema,
} from '../../src/api/schemas';
import { VERIFICATION_EMAIL_INTERVAL_MS } from '../../src/domain/constants';
import { isValidEmail } from '../../src/domain/validators';
import { apiPath } from '../config';
import { buildUser } from '../db/factories';
import { DEMO_CONNECTOR_LINK } from '../db/seedIds';
import { batch, db, toPublic, type UserRow } from '../db/store';
import { errorResponse, fieldErrors, messages, noContent, readBody, unauthorized } from '../http';
import { appOrigin, currentTariff, monthlyCredits, publicCall, signedInCall, usedCredits } from '../route';
import { mailLanguage, sendVerificationEmail } from '../outbox';
import { issueTokens, revokeRefreshToken, rotateTokens } from '../session';

/**
 * The user as GET /auth/user/ sends it: the plan is the one in force now, not what was stored. A connector invite
 * link stored as a path (the demo's own connector page) is sent as an address of the app that asked.
 */
export function userBody(user: UserRow, request: Request) {
  const link = user.zapier_invite_link;
  return {
    ...toPublic(user),
    tariff: currentTariff(user),
    zapier_invite_link: link?.startsWith('/') ? new URL(link, appOrigin(request)).href : link,
  };
}

/** What the AI provider accepts as a secret key (its own check, simplified). */
const AI_PROVIDER_KEY_PATTERN = /^sk-[A-Za-z0-9_-]{16,}$/;

/** Deletes the account and everything it owns. */
function deleteAccount(userId: number) {
  batch(() => {
    const formIds = new Set(db.forms.where((f) => f._ownerId === userId).map((f) => f.id));
    db.sessions.deleteWhere((s) => formIds.has(s._formId));
    db.designImages.deleteWhere((i) => formIds.has(i._formId));
    db.forms.deleteWhere((f) => f._ownerId === userId);
    const chatIds = new Set(db.chats.where((c) => c._ownerId === userId).map((c) => c.id));
    db.chatMessages.deleteWhere((m) => chatIds.has(m._chatId));
    db.chats.deleteWhere((c) => c._ownerId === userId);
    db.uploads.deleteWhere((u) => u._ownerId === userId);
    db.emailSubscriptions.deleteWhere((s) => s._ownerId === userId);
    db.subscriptions.deleteWhere((s) => s._userId === userId);
    db.usage.delete(userId);
    db.authSessions.deleteWhere((s) => s._userId === userId);
    db.users.delete(userId);
  });
}

export const authHandlers: HttpHandler[] = [
  http.post(
    apiPath('/auth/login'),
    publicCall(async ({ request }) => {
      const body = await readBody(request, credentialsSchema);
      if (!body.ok) return body.response;
      const user = db.users.find((u) => u.email.toLowerCase() === body.data.email.toLowerCase());
      if (!user || user._password === null || user._password !== body.data.password) {
        return errorResponse(400, messages.incorrectCredentials);
      }
      db.users.update(user.id, { _language: mailLanguage(request) });
      return HttpResponse.json(issueTokens(user.id));
    }),
  ),

  // Third-party sign-in (code flow): any code signs in the identity-provider user of the seed.
  http.post(
    apiPath('/auth/login/google'),
    publicCall(async ({ request }) => {
      const body = await readBody(request, identityProviderCodeSchema);
      if (!body.ok) return body.response;
      const user = db.users.find((u) => u._password === null);
      if (!user) return errorResponse(400, messages.incorrectCredentials);
      db.users.update(user.id, { _language: mailLanguage(request) });
      return HttpResponse.json(issueTokens(user.id));
    }),
  ),

  http.post(
    apiPath('/auth/register'),
    publicCall(async ({ request }) => {
      const body = await readBody(request, credentialsSchema);
      if (!body.ok) return body.response;
      const email = body.data.email.trim();
      if (!isValidEmail(email)) return fieldErrors({ email: [messages.invalidEmail] });
      if (db.users.find((u) => u.email.toLowerCase() === email.toLowerCase())) {
        return fieldErrors({ email: [messages.emailTaken] });
      }
      const id = db.users.takeId();
      const free = db.tariffs.find((t) => t.price === 0) ?? null;
      const user = db.users.insert({
        ...buildUser({ id, email, is_email_verified: false, has_password: true, tariff: free, zapier_invite_link: DEMO_CONNECTOR_LINK }),
        _password: body.data.password,
      });
      sendVerificationEmail(user, mailLanguage(request));
      return HttpResponse.json(issueTokens(id), { status: 201 });
    }),
  ),

  http.post(
    apiPath('/auth/token/refresh'),
    publicCall(async ({ request }) => {
      const body = await readBody(request, refreshRequestSchema);
      if (!body.ok) return body.response;
      const tokens = rotateTokens(body.data.refresh);
      return tokens ? HttpResponse.json(tokens) : unauthorized('Token is invalid or expired');
    }),
  ),

  http.post(
    apiPath('/auth/logout'),
    publicCall(async ({ request }) => {
      const body = await readBody(request, refreshRequestSchema);
      if (!body.ok) return body.response;
      // Logging out twice is harmless, as on the server: the token is just no longer valid.
      revokeRefreshToken(body.data.refresh);
      return noContent();
    }),
  ),

  http.get(
    apiPath('/auth/user/current_credits'),
    signedInCall(({ user }) =>
      HttpResponse.json({ used_credits: usedCredits(user.id), credits_per_month: monthlyCredits(user) }),
    ),
  ),

  http.get(apiPath('/auth/user'), signedInCall(({ request, user }) => HttpResponse.json(userBody(user, request)))),

  http.put(
    apiPath('/auth/user'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, userUpdateSchema);
      if (!body.ok) return body.response;
      const key = body.data.openai_key;
      // The AI provider refuses a key that is not one of its secret keys (empty clears the key).
      if (key && !AI_PROVIDER_KEY_PATTERN.test(key)) return fieldErrors({ openai_key: [messages.aiKeyRefused] });
      const patch = Object.fromEntries(Object.entries(body.data).filter(([, v]) => v !== undefined));
      const updated = db.users.update(user.id, patch) ?? user;
      return HttpResponse.json(userBody(updated, request));
    }),
  ),

  http.delete(
    apiPath('/auth/user'),
    signedInCall(({ user }) => {
      deleteAccount(user.id);
      return noContent();
    }),
  ),

  http.post(
    apiPath('/auth/verify-email'),
    signedInCall(({ user, request }) => {
      // One verification e-mail per minute. Run-time clock on purpose: this is behaviour, not seed.
      const now = Date.now();
      const last = user._verificationEmailSentAt;
      if (last !== undefined && now - last < VERIFICATION_EMAIL_INTERVAL_MS) {
        return errorResponse(429, 'Only one verification e-mail per minute.', 'throttled');
      }
      db.users.update(user.id, { _verificationEmailSentAt: now });
      sendVerificationEmail(user, mailLanguage(request));
      return HttpResponse.json({ detail: 'Verification e-mail sent.' });
    }),
  ),

  // Demo backend only (designed here, never called by the app): the demo has no mailbox, so this stands for
  // the owner opening the link of the verification e-mail. End-to-end journeys use it to finish a sign-up.
  http.post(
    apiPath('/demo/open-verification-link'),
    signedInCall(({ user }) => {
      db.users.update(user.id, { is_email_verified: true });
      return HttpResponse.json({ detail: 'E-mail verified.' });
    }),
  ),

  http.post(
    apiPath('/auth/change-password'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, changePasswordSchema);
      if (!body.ok) return body.response;
      // A user without a password (identity-provider sign-up) sets one without the old one.
      if (user._password !== null && body.data.old_password !== user._password) {
        return errorResponse(400, messages.incorrectOldPassword, 'incorrect_old_password');
      }
      db.users.update(user.id, { _password: body.data.new_password, has_password: true });
      return HttpResponse.json({ detail: 'Password changed.' });
    }),
  ),

  // Admin access: tokens to act as the user of this access-client id.
  http.get(
    apiPath('/admin/access_client/get_token/:id'),
    signedInCall(({ params }) => {
      const user = db.users.get(Number(params.id));
      return user ? HttpResponse.json(issueTokens(user.id)) : errorResponse(404, messages.notFound);
    }),
  ),
];
