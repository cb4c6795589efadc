import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetAnswerEvent } from '../domain/widgetModel';
import { widgetFormUrl } from '../domain/embed';
import { createClient } from './client';

/** The answer call's body: the first lines, then nothing until the widget cancels it (`cancelled` says so). */
function endlessAnswer(lines: string) {
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(lines)),
    cancel: cancelled,
  });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200 })));
  return cancelled;
}

afterEach(() => vi.unstubAllGlobals());

describe("the widget's streamed answer going wrong mid-way", () => {
  const answer = (onEvent: (e: WidgetAnswerEvent) => void = () => undefined, signal = new AbortController().signal) =>
    createClient('http://api.test', '1').answer('s1', { '#Field1': 'Bikes' }, onEvent, signal);

  it('a line that is not JSON fails the answer and cancels the stream, so the server stops generating', async () => {
    const cancelled = endlessAnswer('{"type":"token","text":"Hel"}\n{"type":"tok\n');
    const seen: WidgetAnswerEvent[] = [];
    await expect(answer((e) => seen.push(e))).rejects.toThrow();
    expect(seen).toEqual([{ type: 'token', text: 'Hel' }]);
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
  });

  it('JSON that is not an event (null, a number) fails and cancels the same way', async () => {
    for (const line of ['null', '42', '"text"', '{"text":"no type"}']) {
      const cancelled = endlessAnswer(`${line}\n`);
      await expect(answer(), line).rejects.toThrow();
      await vi.waitFor(() => expect(cancelled, line).toHaveBeenCalled());
    }
  });

  it('a failure while showing a piece cancels the stream too', async () => {
    const cancelled = endlessAnswer('{"type":"token","text":"a"}\n');
    await expect(
      answer(() => {
        throw new Error('the view failed');
      }),
    ).rejects.toThrow('the view failed');
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
  });

  it('Stop cancels the stream', async () => {
    const cancelled = endlessAnswer('{"type":"token","text":"a"}\n');
    const stop = new AbortController();
    const done = answer(() => stop.abort(), stop.signal);
    await done.catch(() => undefined);
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
  });
});

describe("the widget's counted view", () => {
  it('reads its answer to the end: a body left unread keeps the request open, and the host page never goes quiet', async () => {
    const answer = new Response('{"views":3}', { status: 200 });
    vi.stubGlobal('fetch', vi.fn(async () => answer));
    await createClient('http://api.test', '1').view();
    expect(answer.bodyUsed).toBe(true);
  });
});

/** A network that never answers: each call waits until it is aborted. */
const neverAnswers = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))),
  );

describe("the widget's calls on a network that never answers", () => {
  it('gives up after its timeout and fails as unreachable, so the visitor gets the failed notice instead of waiting forever', async () => {
    neverAnswers();
    const client = createClient('http://api.test', '1', 20);
    await expect(client.form()).rejects.toMatchObject({ status: 0 });
    await expect(client.session('desktop')).rejects.toMatchObject({ status: 0 });
    await expect(client.lead('s1', { email: 'vera@example.com', additional_lead_data: {} })).rejects.toMatchObject({ status: 0 });
  });
});

describe("the widget's streamed answer on a network that never answers", () => {
  it('gives up waiting for the answer to start, but a stream that started runs past the timeout', async () => {
    neverAnswers();
    const client = createClient('http://api.test', '1', 20);
    await expect(client.answer('s1', {}, () => undefined, new AbortController().signal)).rejects.toMatchObject({ status: 0 });

    // Pieces keep coming after the timeout: the answer is read to its end.
    const pieces = ['{"type":"start"}\n', '{"type":"token","text":"a"}\n', '{"type":"end","truncated":false}\n'];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        const piece = pieces.shift();
        if (piece) controller.enqueue(new TextEncoder().encode(piece));
        else controller.close();
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200 })));
    const seen: WidgetAnswerEvent[] = [];
    await client.answer('s1', {}, (event) => seen.push(event), new AbortController().signal);
    expect(seen.map((event) => event.type)).toEqual(['start', 'token', 'end']);
  });
});

describe("the widget's first call", () => {
  it('asks for the very address the embed code preloads, as a plain GET, so the preloaded answer is taken', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetch);
    await createClient('https://api.example/', '7 x').form();
    expect(fetch).toHaveBeenCalledWith(widgetFormUrl('https://api.example/', '7 x'), expect.objectContaining({ method: 'GET', body: null, headers: {} }));
  });
});
