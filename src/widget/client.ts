/**
 * The widget's calls (docs/api.md "Widget"), with a few lines of fetch instead of the app's client: no
 * zod, no token. Answers are checked by hand where the widget relies on them.
 */
import { BRANDING_URL, REQUEST_TIMEOUT_MS } from '../domain/constants';
import type { WidgetAnswerEvent, WidgetFieldValue, WidgetLeadInput } from '../domain/widgetModel';

/** A failed call: the HTTP status (0 when no answer arrived), the server's code and field errors. */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string = '',
    readonly fields: Record<string, unknown> = {},
  ) {
    super(code || `HTTP ${status}`);
  }
}

export interface WidgetClient {
  form(): Promise<unknown>;
  view(): Promise<unknown>;
  session(device: string): Promise<string>;
  lead(session: string, lead: WidgetLeadInput): Promise<{ emailed: boolean }>;
  answer(session: string, values: Record<string, WidgetFieldValue>, onEvent: (e: WidgetAnswerEvent) => void, signal: AbortSignal): Promise<void>;
}

/** One streamed line as an event; anything else fails the answer (a line that is not JSON throws as it parses). */
function answerEvent(line: string): WidgetAnswerEvent {
  const event = JSON.parse(line) as Partial<WidgetAnswerEvent> | null;
  if (typeof event?.type !== 'string') throw new Error('Not an answer event');
  return event as WidgetAnswerEvent;
}

/** How a call is made: JSON in, the caller's Stop, how long to wait for an answer, the method when not GET/POST. */
export interface CallInit {
  body?: unknown;
  signal?: AbortSignal;
  method?: string;
  timeoutMs?: number;
}

/**
 * The one way the widget's code calls the API (forms here; chats from their own chunk, which gets it handed in):
 * a call whose answer does not start in time fails as if unreachable (status 0), a refusal carries the server's code and
 * field errors.
 */
export async function call(url: string, { body, signal, method = body === undefined ? 'GET' : 'POST', timeoutMs = REQUEST_TIMEOUT_MS }: CallInit = {}): Promise<Response> {
  // The wait for the server's answer is limited; a streamed body, once it started, runs until its end or Stop.
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal?.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: abort.signal,
    });
  } catch {
    throw new CallError(0);
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return response;
  const data = (await response.json().catch(() => ({}))) as { code?: unknown; detail?: unknown };
  const fields = typeof data.detail === 'object' && data.detail !== null ? (data.detail as Record<string, unknown>) : {};
  throw new CallError(response.status, typeof data.code === 'string' ? data.code : '', fields);
}

/**
 * A streamed answer, one line at a time. However the reading ends (Stop, a bad line, an error while showing a
 * piece), the server sees the stream cancelled and stops generating on the owner's credits.
 */
export async function readLines(response: Response, signal: AbortSignal, onLine: (line: string) => void): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new CallError(0);
      });
      if (done || signal.aborted) break;
      pending += value;
      // A long line arriving in many chunks is split once it ends, not once per chunk.
      if (!value.includes('\n')) continue;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.trim()) onLine(line);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
  }
}

/**
 * What the chat's chunk is handed, so it never imports the widget script itself: the calls, and the address of the
 * branding link (imported by both, the constants module would become a chunk of its own that forms load too).
 */
export const calls = { call, readLines, CallError, brandingUrl: BRANDING_URL };
export type Calls = typeof calls;

/** `timeoutMs`: a call whose answer has not started by then fails as if unreachable. */
export function createClient(apiBase: string, formId: string, timeoutMs = REQUEST_TIMEOUT_MS): WidgetClient {
  const base = `${apiBase.replace(/\/$/, '')}/api/v1/lead_forms/${encodeURIComponent(formId)}`;
  const json = async <T>(path: string, body?: unknown) => (await (await call(base + path, { body, timeoutMs })).json()) as T;

  return {
    // Checked by the view (isDrawableModel), as a model pushed by the app is.
    form: () => json<unknown>('/widget/'),
    // A simple request (no body, no preflight): the count is all it says. Its answer is read all the same: a body
    // left unread keeps the request open in the browser, and the host page never goes quiet (its measuring tools
    // wait for that).
    view: () => call(base + '/widget/views/increment/', { method: 'POST', timeoutMs }).then((response) => response.text()),
    session: async (device) => (await json<{ uuid: string }>('/session/', { device })).uuid,
    lead: (session, lead) => json(`/session/${encodeURIComponent(session)}/lead/`, lead),
    async answer(session, values, onEvent, signal) {
      const response = await call(`${base}/session/${encodeURIComponent(session)}/filling/`, { body: { values }, signal, timeoutMs });
      await readLines(response, signal, (line) => onEvent(answerEvent(line)));
    },
  };
}
