/**
 * GET calls sent while the app starts, before the code that asks for them (a screen's chunk, the calls with their
 * schemas) has arrived: with a stored session the page's first answers travel side by side with its code instead
 * of after it. The first request for the same URL with the same token takes the answer, once.
 * index.html's inline script (src/app/earlyCallsScript.ts) has a copy of this module of its own: the answers are
 * kept on the page's global object, so that what that copy sends, the app's copy takes.
 */
import type { AttemptOptions, Query, RawResponse } from './transport';
import { attempt, buildUrl } from './transport';

/** An early answer older than this is not used: the request that wanted it has given up or gone elsewhere. */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

type EarlyAnswer = { token: string | null; sentAt: number; raw: Promise<RawResponse> };
/** Shared by both copies of this module: the answers sent, and whether the app's client has begun asking itself. */
type EarlyState = { answers: Map<string, EarlyAnswer>; appAsked: boolean };
export const earlyStateKey = Symbol.for('leadforms.early');
/** This page's state (looked up each time: a test that deletes it starts a new page). */
const early = () => ((globalThis as { [earlyStateKey]?: EarlyState })[earlyStateKey] ??= { answers: new Map(), appAsked: false });

/** The same key whatever order the query's keys were written in. */
function keyOf(path: string, query: Query | undefined): string {
  const url = new URL(buildUrl(path, 'api', query), 'http://early.invalid');
  url.searchParams.sort();
  return url.href;
}

/**
 * Sends the calls, unless the app's client has already begun asking for itself (a call sent after it would only be
 * asked twice: the app does not wait for it).
 */
export function sendEarly(calls: readonly { path: string; query?: Query }[], token: string | null): void {
  const { answers, appAsked } = early();
  if (appAsked) return;
  for (const { path, query } of calls) {
    const raw = attempt({ method: 'GET', path, query }, token);
    raw.catch(() => undefined); // the request that takes the answer sees the failure
    answers.set(keyOf(path, query), { token, sentAt: Date.now(), raw });
  }
}

/** The early answer to this request, if one was sent with the same token and is still fresh; taken once. */
export function takeEarly(options: AttemptOptions, token: string | null): Promise<RawResponse> | undefined {
  const state = early();
  state.appAsked = true;
  const { answers } = state;
  if (options.method !== 'GET' || (options.service ?? 'api') !== 'api' || options.responseType === 'blob') return undefined;
  const key = keyOf(options.path, options.query);
  const answer = answers.get(key);
  if (!answer) return undefined;
  answers.delete(key);
  if (answer.token !== token || Date.now() - answer.sentAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  // A request that failed is asked again: its error may come from the inline copy's own classes, which the app's
  // `instanceof` checks would not recognise.
  return answer.raw.catch(() => attempt(options, token));
}
