import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { waitFor, type MockDelays } from './config';
import type { Tariff } from '../src/api/schemas';
import { db, type UserRow } from './db/store';
import { errorResponse, messages, pageQuery } from './http';
import { authenticate } from './session';

type Params = PathParams<string>;
export type Resolver = HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>;
type Args = Parameters<Resolver>[0];

export interface PublicCall {
  request: Request;
  params: Params;
  url: URL;
}
export interface SignedInCall extends PublicCall {
  user: UserRow;
}

/**
 * The app's origin as this call shows it: the Origin of a call from another origin (the HTTP mode), else the
 * call's own (the service worker answers the app's own origin).
 */
export function appOrigin(request: Request): string {
  return request.headers.get('origin') ?? new URL(request.url).origin;
}

/** A call without auth (login, register, refresh, logout): waits the configured delay first. */
export function publicCall(handle: (call: PublicCall) => Response | Promise<Response>, delay: keyof MockDelays = 'request'): Resolver {
  return async ({ request, params }: Args) => {
    await waitFor(delay);
    return handle({ request, params, url: new URL(request.url) });
  };
}

/** A call that needs a signed-in user: answers 401 token_not_valid without a live access token. */
export function signedInCall(handle: (call: SignedInCall) => Response | Promise<Response>, delay: keyof MockDelays = 'request'): Resolver {
  return async ({ request, params }: Args) => {
    await waitFor(delay);
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    return handle({ request, params, url: new URL(request.url), user: auth.user });
  };
}

/**
 * A paged list as the server answers it: `{ count, next, previous, results }`, `page` from 1; with
 * `page_size=0` only the count (how the client asks for just a count).
 */
export function paged<T>(items: readonly T[], url: URL) {
  const { page, pageSize } = pageQuery(url);
  if (pageSize === 0) return HttpResponse.json({ count: items.length });
  const start = (page - 1) * pageSize;
  const link = (p: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(p));
    return next.toString();
  };
  return HttpResponse.json({
    count: items.length,
    next: start + pageSize < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice(start, start + pageSize),
  });
}

export function activeSubscription(userId: number) {
  return db.subscriptions.find((s) => s._userId === userId && s.status === 'active');
}

/** The plan a user is on: an active subscription's, else a redeemed lifetime deal's, else the free plan. */
export function currentTariff(user: UserRow): Tariff | null {
  const subscription = activeSubscription(user.id);
  const paid = subscription ? db.tariffs.get(subscription._tariffId) : undefined;
  const lifetime = user.ltd_tariff ? db.tariffs.find((t) => t.name === user.ltd_tariff) : undefined;
  return paid ?? lifetime ?? db.tariffs.find((t) => t.price === 0) ?? null;
}

/** The credits a user's plan gives per month; null is unlimited. */
export function monthlyCredits(user: UserRow): number | null {
  return currentTariff(user)?.credits_per_month ?? null;
}

export function usedCredits(userId: number): number {
  return db.usage.get(userId)?.used_credits ?? 0;
}

/**
 * Charges an AI action to the user's usage, like the server. Answers the error to send when the plan's
 * credits are used up, or when the plan needs the user's own AI provider key and there is none.
 */
export function spendCredits(user: UserRow, action: string): Response | null {
  const cost = db.creditsPerAction.find((c) => c.action === action)?.credits ?? 0;
  const limit = monthlyCredits(user);
  const keySource = currentTariff(user)?.open_ai_key_source ?? null;
  if (keySource === 'user' && !user.openai_key) {
    return errorResponse(400, 'AI provider key is missing. Please add it in settings.', 'openai_key_missing');
  }
  const used = usedCredits(user.id);
  if (limit !== null && used + cost > limit) return errorResponse(402, messages.notEnoughCredits, 'not_enough_credits');
  if (db.usage.get(user.id)) db.usage.update(user.id, { used_credits: used + cost });
  else db.usage.insert({ id: user.id, used_credits: cost });
  return null;
}
