import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from './config';
import { clientErrorCodes } from './errors';
import { streamRequest } from './stream';

const event = z.object({ type: z.literal('token'), text: z.string() });

/**
 * A server's answer that never ends by itself (the AI keeps generating on the owner's credits): the first
 * lines, then nothing more until the reader cancels it. `cancelled` says whether it did.
 */
function endlessAnswer(lines: string) {
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(lines)),
    cancel: cancelled,
  });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } })));
  return cancelled;
}

beforeEach(() => configureApiClient({ apiUrl: 'http://api.test' }));
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientConfig();
});

describe('a streamed answer that goes wrong mid-way', () => {
  const ask = (onEvent: (e: z.output<typeof event>) => void = () => undefined) =>
    streamRequest({ method: 'POST', path: '/chats/1/ask/', body: {}, schema: event, onEvent, auth: false });

  it('a line that is not JSON fails the answer and cancels the stream, so the server stops generating', async () => {
    const cancelled = endlessAnswer('{"type":"token","text":"Hel"}\nnot json\n');
    const seen: string[] = [];
    await expect(ask((e) => seen.push(e.text))).rejects.toMatchObject({ message: clientErrorCodes.badResponse });
    expect(seen).toEqual(['Hel']);
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
  });

  it('an event the schema refuses cancels the stream too', async () => {
    const cancelled = endlessAnswer('{"type":"token","text":42}\n');
    await expect(ask()).rejects.toMatchObject({ message: clientErrorCodes.badResponse });
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
  });

  it('a failure while showing a piece cancels the stream too', async () => {
    const cancelled = endlessAnswer('{"type":"token","text":"a"}\n');
    await expect(
      ask(() => {
        throw new Error('the view failed');
      }),
    ).rejects.toBeTruthy();
    await vi.waitFor(() => expect(cancelled).toHaveBeenCalled());
  });

  it('a line split across many chunks still arrives whole', async () => {
    const text = 'x'.repeat(5_000);
    const line = JSON.stringify({ type: 'token', text });
    const chunks = line.match(/.{1,7}/g)!.concat('\n');
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200 })));
    const seen: string[] = [];
    await ask((e) => seen.push(e.text));
    expect(seen).toEqual([text]);
  });
});
