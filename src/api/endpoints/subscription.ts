import { request, isApiError } from '../client';
import {
  billingPortalSchema,
  checkoutSessionSchema,
  demoCheckoutSchema,
  creditsPerActionSchema,
  ltdRedeemResultSchema,
  subscriptionSchema,
  tariffSchema,
  usageSchema,
} from '../schemas';
import type { BillingPortalRequest, CheckoutProvider, CheckoutRequest, DemoCheckoutOutcome, Id, LtdRedeemRequest, Subscription } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';
import { listSchema } from './types';

export function getTariffs(options: CallOptions = {}) {
  return request({ ...route('getTariffs'), schema: listSchema(tariffSchema), signal: options.signal });
}

/** The own subscription, or null when the server answers 404 (no record = free plan). */
export async function getMySubscription(options: CallOptions = {}): Promise<Subscription | null> {
  try {
    return await request({ ...route('getMySubscription'), schema: subscriptionSchema, signal: options.signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function getCreditsPerAction(options: CallOptions = {}) {
  return request({ ...route('getCreditsPerAction'), schema: listSchema(creditsPerActionSchema), signal: options.signal });
}

/** Starts a card checkout; the server answers 201 with the page to send the browser to. */
export function createCheckoutSession(provider: CheckoutProvider, body: CheckoutRequest, options: CallOptions = {}) {
  return request({
    ...route('createCheckoutSession', { provider }),
    body,
    schema: checkoutSessionSchema,
    expectStatus: 201,
    signal: options.signal,
  });
}

/** Credits used this period; polled every USAGE_POLL_INTERVAL_MS while signed in (designed here). */
export function getUsage(options: CallOptions = {}) {
  return request({ ...route('getUsage'), schema: usageSchema, signal: options.signal });
}

/** Exchanges a lifetime-deal code for its plan (designed here). Unknown or used code: 400 invalid_code. */
export function redeemLtdCode(body: LtdRedeemRequest, options: CallOptions = {}) {
  return request({ ...route('redeemLtdCode'), body, schema: ltdRedeemResultSchema, signal: options.signal });
}

/** The billing portal of a paying customer (designed here): a page to come back to, answered by the portal's URL. */
export function openBillingPortal(body: BillingPortalRequest, options: CallOptions = {}) {
  return request({ ...route('openBillingPortal'), body, schema: billingPortalSchema, signal: options.signal });
}

/** The demo backend's payment page: the checkout session it shows (designed here, demo backend only). */
export function getDemoCheckout(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('getDemoCheckout', { id }), schema: demoCheckoutSchema, signal: options.signal });
}

/** Ends a demo checkout as paid or declined; answers where the provider sends the browser back (success or cancel URL). */
export function completeDemoCheckout(id: Id | string, outcome: DemoCheckoutOutcome, options: CallOptions = {}) {
  return request({
    ...route('completeDemoCheckout', { id }),
    body: { outcome },
    schema: checkoutSessionSchema,
    signal: options.signal,
  });
}
