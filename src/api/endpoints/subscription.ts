import { request, isApiError } from '../client';
import {
  checkoutSessionSchema,
  creditsPerActionSchema,
  ltdRedeemResultSchema,
  subscriptionSchema,
  tariffSchema,
  usageSchema,
} from '../schemas';
import type { CheckoutProvider, CheckoutRequest, Subscription } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';
import { listSchema } from './types';

export function getTariffs(options: CallOptions = {}) {
  return request({ ...route('getTariffs'), schema: listSchema(tariffSchema), signal: options.signal });
}

/** The own subscription, or null when the server answers 404 (no record = free plan, SPEC §4). */
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

/** Creates the checkout session and sends the browser to it. `assign` is injectable for tests. */
export async function goToCheckout(
  provider: CheckoutProvider,
  body: CheckoutRequest,
  assign: (url: string) => void = (url) => globalThis.location.assign(url),
): Promise<void> {
  const { redirect_url } = await createCheckoutSession(provider, body);
  assign(redirect_url);
}

/** Credits used this period; polled every USAGE_POLL_INTERVAL_MS while signed in (designed here). */
export function getUsage(options: CallOptions = {}) {
  return request({ ...route('getUsage'), schema: usageSchema, signal: options.signal });
}

/** Exchanges a lifetime-deal code for its plan (designed here). Unknown or used code: 400 invalid_code. */
export function redeemLtdCode(body: { code: string }, options: CallOptions = {}) {
  return request({ ...route('redeemLtdCode'), body, schema: ltdRedeemResultSchema, signal: options.signal });
}
