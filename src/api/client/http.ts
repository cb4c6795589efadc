/**
 * The one HTTP client (DESIGN: nothing outside src/api calls fetch). Every call names its zod schema; the
 * answer is parsed with it, and every failure becomes an ApiError.
 */
import type { z } from 'zod';
import { ApiError, errorFromResponse, GENERIC_ERROR_MESSAGE } from './errors';
import { takeEarly } from './early';
import { tokenForThisTab } from './session';
import type { AttemptOptions, RawResponse } from './transport';
import { attempt, badResponse, isSuccessStatus, parseAnswer, parseBodyText } from './transport';

export type RequestOptions<S extends z.ZodType> = AttemptOptions & {
  schema: S;
  /** Send the bearer token and refresh on 401. The sign-in routes turn it off (routes.ts). */
  auth?: boolean | undefined;
  /** A success with another status is a failure (SPEC: deletes expect 204). */
  expectStatus?: number | undefined;
};

function finish<S extends z.ZodType>(raw: RawResponse, options: RequestOptions<S>): z.output<S> {
  if (!isSuccessStatus(raw.status)) throw errorFromResponse(raw.status, parseBodyText(raw.text));
  if (options.expectStatus !== undefined && raw.status !== options.expectStatus) {
    throw new ApiError({ message: GENERIC_ERROR_MESSAGE, status: raw.status, data: parseBodyText(raw.text) });
  }
  if (options.responseType === 'blob') return parseAnswer(options.schema, raw.blob, raw.status);

  let value: unknown = undefined;
  if (raw.text !== null && raw.text !== '') {
    try {
      value = JSON.parse(raw.text) as unknown;
      // The AI chat service answers text holding JSON; it may arrive JSON-encoded once more.
      if (options.responseType === 'jsonText' && typeof value === 'string') value = JSON.parse(value) as unknown;
    } catch (cause) {
      throw badResponse(raw.status, raw.text, cause instanceof Error ? cause.message : undefined);
    }
  }
  return parseAnswer(options.schema, value, raw.status);
}

export async function request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  const auth = options.auth ?? true;
  const token = auth ? tokenForThisTab() : null;
  let raw = await (takeEarly(options, token) ?? attempt(options, token));
  // The refresh (and its schema) loads only when a token has expired.
  if (raw.status === 401 && auth && (await (await import('./refresh')).refreshAfterUnauthorized(token, options.signal))) {
    raw = await attempt(options, tokenForThisTab()); // retried once; a second 401 passes through
  }
  return finish(raw, options);
}
