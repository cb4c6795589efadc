/**
 * Multipart uploads with progress. fetch cannot report how much of a request body has been sent, so this
 * one call of the client uses XMLHttpRequest; everything else matches `request`: the bearer token, one
 * refresh on 401, ApiError for every failure, the answer parsed with the call's schema. The timeout counts
 * from the last progress, so a large file on a slow line is not cut off while it is still moving.
 */
import type { z } from 'zod';
import { apiClientConfig } from './config';
import { ApiError, clientErrorCodes, errorFromResponse } from './errors';
import { refreshAfterUnauthorized } from './refresh';
import { tokenForThisTab } from './session';
import { attempt, buildUrl, isSuccessStatus, languageHeader, parseAnswer, parseBodyText, type Service } from './transport';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions<S extends z.ZodType> = {
  path: string;
  service?: Service | undefined;
  body: FormData;
  schema: S;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
};

function sendWithXhr(options: UploadOptions<z.ZodType>, token: string | null): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, apiClientConfig().timeoutMs);
    };
    const onAbort = () => xhr.abort();
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    xhr.open('POST', buildUrl(options.path, options.service));
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    for (const [name, value] of Object.entries(languageHeader())) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      arm();
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ message: clientErrorCodes.network }));
    };
    xhr.onabort = () => {
      done();
      const code = timedOut ? clientErrorCodes.timeout : clientErrorCodes.canceled;
      reject(new ApiError({ message: code }));
    };
    if (options.signal?.aborted) {
      done();
      reject(new ApiError({ message: clientErrorCodes.canceled }));
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    xhr.send(options.body);
  });
}

/** Where there is no XMLHttpRequest (Node, a worker): a plain request, progress told once at the end. */
async function sendWithFetch(options: UploadOptions<z.ZodType>, token: string | null): Promise<{ status: number; text: string }> {
  const raw = await attempt({ method: 'POST', path: options.path, service: options.service, body: options.body, signal: options.signal }, token);
  const size = [...options.body.values()].reduce((sum, part) => sum + (typeof part === 'string' ? part.length : part.size), 0);
  options.onProgress?.({ loaded: size, total: size });
  return { status: raw.status, text: raw.text ?? '' };
}

export async function upload<S extends z.ZodType>(options: UploadOptions<S>): Promise<z.output<S>> {
  const send = typeof XMLHttpRequest === 'undefined' ? sendWithFetch : sendWithXhr;
  const token = tokenForThisTab();
  let answer = await send(options, token);
  if (answer.status === 401 && (await refreshAfterUnauthorized(token, options.signal))) answer = await send(options, tokenForThisTab());
  const body = parseBodyText(answer.text);
  if (!isSuccessStatus(answer.status)) throw errorFromResponse(answer.status, body);
  return parseAnswer(options.schema, body, answer.status);
}
