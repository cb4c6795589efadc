import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { apiPath } from '../config';
import { db } from '../db';
import { errorResponse, messages, readBody } from '../http';
import { activeSubscription, signedInCall, usedCredits } from '../route';

const checkoutBody = z.object({ tariff_id: z.number().int(), success_url: z.string().min(1), cancel_url: z.string().min(1) });
const redeemBody = z.object({ code: z.string().min(1) });

export const subscriptionHandlers: HttpHandler[] = [
  http.get(apiPath('/subscription/tariff'), signedInCall(() => HttpResponse.json(db.tariffs.all()))),

  // No record is the free plan: the server answers 404 (SPEC §4).
  http.get(
    apiPath('/subscription/my'),
    signedInCall(({ user }) => {
      const subscription = activeSubscription(user.id);
      const tariff = subscription ? db.tariffs.get(subscription._tariffId) : undefined;
      if (!subscription || !tariff) return errorResponse(404, messages.notFound);
      return HttpResponse.json({ status: subscription.status, customer_id: subscription.customer_id, tariff });
    }),
  ),

  http.get(
    apiPath('/subscription/credits_per_user_action'),
    signedInCall(() => HttpResponse.json(db.creditsPerAction.all().map(({ action, credits }) => ({ action, credits })))),
  ),

  /*
   * Checkout: no payment provider in the mock. The plan is made current at once (as if paid) and the browser
   * is sent straight to the success URL, so the demo can walk the whole purchase.
   */
  http.post(
    apiPath('/subscription/create-checkout-session/:provider'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, checkoutBody);
      if (!body.ok) return body.response;
      const tariff = db.tariffs.get(body.data.tariff_id);
      if (!tariff) return errorResponse(400, { tariff_id: ['Invalid pk - object does not exist.'] });
      if (tariff.price === null || tariff.price === 0) {
        return errorResponse(400, { tariff_id: ['This plan cannot be bought.'] });
      }
      db.subscriptions.deleteWhere((s) => s._userId === user.id);
      db.subscriptions.insert({
        id: db.subscriptions.takeId(),
        _userId: user.id,
        status: 'active',
        customer_id: `cus_demo_${user.id}`,
        _tariffId: tariff.id,
      });
      return HttpResponse.json({ redirect_url: body.data.success_url }, { status: 201 });
    }),
  ),

  // Usage poll (designed; SPEC shows no path): the credits used in this period.
  http.get(
    apiPath('/subscription/usage'),
    signedInCall(({ user }) => HttpResponse.json({ used_credits: usedCredits(user.id) })),
  ),

  /*
   * Lifetime-deal code exchange (designed). The seed's codes are known; any other code shaped `LTD-…` is
   * accepted as a new one (the mock cannot know the real codes), anything else, or a code someone else
   * used, is 400 invalid_code.
   */
  http.post(
    apiPath('/subscription/ltd/redeem'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, redeemBody);
      if (!body.ok) return body.response;
      const text = body.data.code.trim().toUpperCase();
      const known = db.ltdCodes.find((c) => c.code === text);
      const lifetime = db.tariffs.find((t) => t.name === 'Lifetime plan');
      const tariff = known ? db.tariffs.get(known._tariffId) : /^LTD-[A-Z0-9-]+$/.test(text) ? lifetime : undefined;
      const usedByOther = known !== undefined && known.redeemedBy !== null && known.redeemedBy !== user.id;
      if (!tariff || usedByOther) {
        return errorResponse(400, { code: [usedByOther ? 'This code has already been used.' : 'This code is not valid.'] }, 'invalid_code');
      }
      if (known) db.ltdCodes.update(known.id, { redeemedBy: user.id });
      else db.ltdCodes.insert({ id: db.ltdCodes.takeId(), code: text, _tariffId: tariff.id, redeemedBy: user.id });
      db.users.update(user.id, { ltd_tariff: tariff.name });
      return HttpResponse.json({ tariff });
    }),
  ),
];
