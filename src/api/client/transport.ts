/**
 * One attempt of one HTTP call: builds the URL, adds the bearer token, runs fetch under a timeout
 * combined with the caller's AbortSignal, and reads the body inside that same timeout. Network-level
 * failures become ApiError here; statuses are interpreted by the caller (http.ts), which owns refresh. Every
 * answer is checked against its schema here too (parseAnswer), whichever way it arrived.
 */
import type { z } from 'zod';
import { apiBaseUrl, apiClientConfig, llmBaseUrl } from './config';
import { ApiError, clientErrorCodes } from './errors';

/** A call succeeds with a status from 200 to 299. */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly (string | number)[]>;
/** 'json' parses the body as JSON; 'jsonText' parses text that itself holds JSON (the AI chat service). */
export type ResponseType = 'json' | 'jsonText' | 'blob';
export type Service = 'api' | 'llm';

export type AttemptOptions = {
  method: HttpMethod;
  /** Path under the service base, written as SPEC writes it; a missing leading slash is added. */
  path: string;
  service?: Service | undefined;
  query?: Query | undefined;
  /** A FormData body is sent as multipart; anything else (not undefined) as JSON. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  responseType?: ResponseType | undefined;
  /** A blob download's progress: bytes so far and the whole size (null when the server does not say). */
  onDownloadProgress?: ((loaded: number, total: number | null) => void) | undefined;
};

export type RawResponse = { status: number; text: string | null; blob: Blob | null };

export function buildUrl(path: string, service: Service = 'api', query?: Query): string {
  const base = service === 'llm' ? llmBaseUrl() : apiBaseUrl();
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function bodyInit(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body }; // fetch sets the multipart boundary itself
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** The body as a blob, read piece by piece when someone wants to show how far the download is. */
async function readBlob(response: Response, onProgress: AttemptOptions['onDownloadProgress']): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? '' });
}

export async function attempt(options: AttemptOptions, accessToken: string | null): Promise<RawResponse> {
  await apiClientConfig().ready();
  const { timeoutMs } = apiClientConfig();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });

  const { body, contentType } = bodyInit(options.body);
  // Broad Accept like the common clients send: a CSV or text endpoint that negotiates content would
  // answer 406 to a JSON-only Accept.
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...languageHeader() };
  if (contentType) headers['Content-Type'] = contentType;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  try {
    const response = await fetch(buildUrl(options.path, options.service, options.query), {
      method: options.method,
      headers,
      body: body ?? null,
      signal: controller.signal,
    });
    const ok = isSuccessStatus(response.status);
    // A blob is only wanted from a success; an error body is read as text to find its code.
    if (ok && options.responseType === 'blob') return { status: response.status, text: null, blob: await readBlob(response, options.onDownloadProgress) };
    return { status: response.status, text: await response.text(), blob: null };
  } catch (cause) {
    if (timedOut) throw new ApiError({ message: clientErrorCodes.timeout, cause });
    if (outer?.aborted) throw new ApiError({ message: clientErrorCodes.canceled, cause });
    throw new ApiError({ message: clientErrorCodes.network, cause });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** The server broke the contract: one clear error instead of a crash deep in a component. */
export function badResponse(status: number, data: unknown, details: unknown): ApiError {
  return new ApiError({ message: clientErrorCodes.badResponse, status, data, details });
}

/** An answer checked against its schema, or a `badResponse` error. */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, status: number): z.output<S> {
  // Without zod's compiled fast path: compiling a parser for each object schema on its first use cost more than
  // the app ever gains from it (a page parses a few answers once; My Forms' start spent twice as long in parsing).
  const parsed = schema.safeParse(value, { jitless: true });
  if (parsed.success) return parsed.data;
  throw badResponse(status, value, parsed.error.issues);
}

/** Body text → JSON value; text that is not JSON stays text (error pages, plain answers). */
export function parseBodyText(text: string | null): unknown {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The page's language (the app keeps `<html lang>` in step with its own), so that a backend with translations
 * words its messages in it rather than in the browser's language.
 */
export function languageHeader(): Record<string, string> {
  const language = globalThis.document?.documentElement.lang;
  return language ? { 'Accept-Language': language } : {};
}
