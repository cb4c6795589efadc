import { http, HttpResponse, type RequestHandler } from 'msw';

/** What a chat's streamed answer carries, as the app's chat page and the chat embed both read it. */
type AnswerEvent = { type: 'start'; conversation_id: null } | { type: 'token'; text: string } | { type: 'end'; message_id: null };

/**
 * An answer the play function writes, paragraph by paragraph, to the chat that asks at `askPath` (the other calls
 * answered by `otherHandlers`): the stream stays open until it ends it.
 */
export function writtenAnswer(askPath: string, otherHandlers: RequestHandler[]) {
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const send = (event: AnswerEvent) => stream!.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
  const handler = http.post(askPath, () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
        send({ type: 'start', conversation_id: null });
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' } });
  });
  return {
    handlers: [handler, ...otherHandlers],
    /** The chat has asked: its answer can be written. */
    asked: () => stream !== null,
    paragraph: (n: number) => send({ type: 'token', text: `Part ${n}: the bikes are checked, packed and sent with a note on how to ride them safely.\n\n` }),
    end: () => {
      send({ type: 'end', message_id: null });
      stream!.close();
    },
  };
}
