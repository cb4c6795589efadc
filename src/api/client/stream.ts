/**
 * Streamed answers (a chat's reply): the call is made like any other (bearer token, one refresh on 401,
 * ApiError on failure), then the body is read as it arrives, one JSON value per line, each checked with the
 * call's schema and handed to `onEvent` at once. Only the wait for the first byte has the request timeout:
 * a long answer may take longer than that as a whole.
 */
import type { z } from 'zod';
import { apiClientConfig } from './config';
import { ApiError, clientErrorCodes, errorFromResponse } from './errors';
import { refreshAfterUnauthorized } from './refresh';
import { tokenForThisTab } from './session';
import { buildUrl, isSuccessStatus, languageHeader, parseAnswer, parseBodyText, type AttemptOptions } from './transport';

export type StreamOptions<S extends z.ZodType> = AttemptOptions & {
  schema: S;
  onEvent: (event: z.output<S>) => void;
  /** Send the bearer token and refresh on 401; false for a visitor's public calls (the widget's answer). */
  auth?: boolean | undefined;
};

async function open(options: AttemptOptions, token: string | null): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, apiClientConfig().timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  const headers: Record<string, string> = { Accept: 'application/x-ndjson, application/json', ...languageHeader() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(options.path, options.service, options.query), {
      method: options.method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (cause) {
    outer?.removeEventListener('abort', onOuterAbort);
    if (timedOut) throw new ApiError({ message: clientErrorCodes.timeout, cause });
    if (outer?.aborted) throw new ApiError({ message: clientErrorCodes.canceled, cause });
    throw new ApiError({ message: clientErrorCodes.network, cause });
  } finally {
    clearTimeout(timer);
  }
}

export async function streamRequest<S extends z.ZodType>(options: StreamOptions<S>): Promise<void> {
  const auth = options.auth ?? true;
  const token = auth ? tokenForThisTab() : null;
  let response = await open(options, token);
  if (response.status === 401 && auth && (await refreshAfterUnauthorized(token, options.signal))) response = await open(options, tokenForThisTab());
  if (!isSuccessStatus(response.status)) throw errorFromResponse(response.status, parseBodyText(await response.text()));
  if (!response.body) return;

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  const emit = (line: string) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (cause) {
      throw new ApiError({ message: clientErrorCodes.badResponse, status: response.status, data: line, cause });
    }
    options.onEvent(parseAnswer(options.schema, value, response.status));
  };
  // Stop: the server sees the stream cancelled and stops writing, whatever the transport does with the signal.
  const stop = () => void reader.cancel().catch(() => undefined);
  options.signal?.addEventListener('abort', stop, { once: true });
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (options.signal?.aborted) throw new ApiError({ message: clientErrorCodes.canceled });
      if (done) break;
      pending += value;
      // A long line arriving in many chunks is split once it ends, not once per chunk.
      if (!value.includes('\n')) continue;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) emit(line);
    }
    finished = true;
    emit(pending);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (options.signal?.aborted) throw new ApiError({ message: clientErrorCodes.canceled, cause });
    throw new ApiError({ message: clientErrorCodes.network, cause });
  } finally {
    options.signal?.removeEventListener('abort', stop);
    // A bad line, an event the schema refuses or a failing onEvent ends the reading: cancel the stream so the
    // server stops generating (on the owner's credits) instead of writing into a body nobody reads.
    if (!finished) stop();
    else reader.releaseLock();
  }
}
