/**
 * The widget's calls (docs/api.md "Widget"), with a few lines of fetch instead of the app's client: no
 * zod, no token. Answers are checked by hand where the widget relies on them.
 */
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

/** One streamed line as an event; anything else (not JSON, not an event) fails the answer. */
function answerEvent(line: string): WidgetAnswerEvent {
  let event: Partial<WidgetAnswerEvent> | null = null;
  try {
    event = JSON.parse(line) as Partial<WidgetAnswerEvent> | null;
  } catch {
    // A bad line: the same failure as an event that is not one.
  }
  if (typeof event?.type !== 'string') throw new Error('A streamed line is not an answer event.');
  return event as WidgetAnswerEvent;
}

export function createClient(apiBase: string, formId: string): WidgetClient {
  const base = `${apiBase.replace(/\/$/, '')}/api/v1/lead_forms/${encodeURIComponent(formId)}`;

  async function send(path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(base + path, {
        method: body === undefined && !path.endsWith('increment/') ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        signal,
      });
    } catch {
      throw new CallError(0);
    }
    if (response.ok) return response;
    const data = (await response.json().catch(() => ({}))) as { code?: string; detail?: unknown };
    const fields = typeof data.detail === 'object' && data.detail !== null ? (data.detail as Record<string, unknown>) : {};
    throw new CallError(response.status, data.code, fields);
  }
  const json = async <T>(path: string, body?: unknown) => (await (await send(path, body)).json()) as T;

  return {
    // Checked by the view (isDrawableModel), as a model pushed by the app is.
    form: () => json<unknown>('/widget/'),
    view: () => send('/widget/views/increment/'),
    session: async (device) => (await json<{ uuid: string }>('/session/', { device })).uuid,
    lead: (session, lead) => json(`/session/${encodeURIComponent(session)}/lead/`, lead),
    async answer(session, values, onEvent, signal) {
      const response = await send(`/session/${encodeURIComponent(session)}/filling/`, { values }, signal);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      // However the reading ends (Stop, a bad line, an error while showing a piece), the server sees the
      // stream cancelled and stops generating on the owner's credits.
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
          for (const line of lines) if (line.trim()) onEvent(answerEvent(line));
        }
      } finally {
        signal.removeEventListener('abort', cancel);
        cancel();
      }
    },
  };
}
