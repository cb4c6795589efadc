import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../config';
import { billingPortalRequestSchema, checkoutRequestSchema, demoCheckoutCompleteSchema, ltdRedeemRequestSchema } from '../../src/api/schemas';
import { batch, db } from '../db/store';
import { errorResponse, idParam, messages, readBody } from '../http';
import { activeSubscription, signedInCall, usedCredits } from '../route';

/** The demo provider's page sits beside the success page: …/checkout/success → …/checkout/demo/{id}. */
export function demoProviderUrl(successUrl: string, id: number): string {
  return successUrl.replace(/[^/?#]*([?#].*)?$/, `demo/${id}`);
}

function ownCheckout(id: unknown, userId: number) {
  const checkout = db.checkouts.get(idParam(id as string) ?? -1);
  return checkout?._userId === userId ? checkout : undefined;
}

export const subscriptionHandlers: HttpHandler[] = [
  http.get(apiPath('/subscription/tariff'), signedInCall(() => HttpResponse.json(db.tariffs.all()))),

  // No record is the free plan: the server answers 404. Without an active one, the newest record is answered as
  // it stands (e.g. `incomplete` while the provider confirms a payment), as the real backend does.
  http.get(
    apiPath('/subscription/my'),
    signedInCall(({ user }) => {
      const subscription = activeSubscription(user.id) ?? db.subscriptions.where((s) => s._userId === user.id).at(-1);
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
   * Checkout. The demo has no card provider: its "provider" is a page of the app (/checkout/demo/{id}) where the
   * owner pays or declines; nothing changes until then. One paid plan at a time: a paying customer changes plans
   * in the billing portal, so a second checkout is refused.
   */
  http.post(
    apiPath('/subscription/create-checkout-session/:provider'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, checkoutRequestSchema);
      if (!body.ok) return body.response;
      const tariff = db.tariffs.get(Number(body.data.tariff_id));
      if (!tariff) return errorResponse(400, { tariff_id: ['Invalid pk - object does not exist.'] });
      if (tariff.price === null || tariff.price === 0) {
        return errorResponse(400, { tariff_id: ['This plan cannot be bought.'] });
      }
      if (activeSubscription(user.id)?.customer_id) {
        return errorResponse(400, 'You already have a subscription. Change it in the billing portal.', 'already_subscribed');
      }
      const id = db.checkouts.takeId();
      db.checkouts.insert({ id, _userId: user.id, _tariffId: tariff.id, status: 'open', ...body.data });
      return HttpResponse.json({ redirect_url: demoProviderUrl(body.data.success_url, id) }, { status: 201 });
    }),
  ),

  // The demo provider's page reads its session (designed, demo backend only).
  http.get(
    apiPath('/subscription/demo-checkout/:id'),
    signedInCall(({ params, user }) => {
      const checkout = ownCheckout(params.id, user.id);
      const tariff = checkout && db.tariffs.get(checkout._tariffId);
      if (!checkout || !tariff) return errorResponse(404, messages.notFound);
      return HttpResponse.json({ id: checkout.id, status: checkout.status, tariff });
    }),
  ),

  // Pay or decline on the demo provider's page: paying makes the plan current; either way the browser goes back.
  http.post(
    apiPath('/subscription/demo-checkout/:id'),
    signedInCall(async ({ params, request, user }) => {
      const body = await readBody(request, demoCheckoutCompleteSchema);
      if (!body.ok) return body.response;
      const checkout = ownCheckout(params.id, user.id);
      if (!checkout) return errorResponse(404, messages.notFound);
      if (checkout.status !== 'open') return errorResponse(400, 'This checkout has ended.', 'checkout_closed');
      const paid = body.data.outcome === 'paid';
      batch(() => {
        db.checkouts.update(checkout.id, { status: body.data.outcome });
        if (!paid) return;
        db.subscriptions.deleteWhere((s) => s._userId === user.id);
        db.subscriptions.insert({
          id: db.subscriptions.takeId(),
          _userId: user.id,
          status: 'active',
          customer_id: `cus_demo_${user.id}`,
          _tariffId: checkout._tariffId,
        });
      });
      return HttpResponse.json({ redirect_url: paid ? checkout.success_url : checkout.cancel_url });
    }),
  ),

  // Billing portal (designed): only a billing customer has one. The demo has no portal: it sends them straight back.
  http.post(
    apiPath('/subscription/billing-portal'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, billingPortalRequestSchema);
      if (!body.ok) return body.response;
      if (!activeSubscription(user.id)?.customer_id) {
        return errorResponse(400, 'There is no subscription to manage.', 'no_billing_customer');
      }
      return HttpResponse.json({ url: body.data.return_url });
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
      const body = await readBody(request, ltdRedeemRequestSchema);
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
