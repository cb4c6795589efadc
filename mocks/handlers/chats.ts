import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  askChatBodySchema,
  chatSchema,
  chatSourceSchema,
  chatWriteSchema,
  type AskChatEvent,
  type ChatSource,
} from '../../src/api/schemas';
import { validateSources, type ChatProblem } from '../../src/domain/chatRules';
import { apiPath, mockDelays, mockNow } from '../config';
import { batch, db, toPublic, type ChatRow, type UserRow } from '../db/store';
import { errorResponse, fieldErrors, idParam, noContent, notFound, readBody, zodFieldErrors, type FieldErrors } from '../http';
import { paged, signedInCall } from '../route';
import { answerFrom, answerPieces } from './chatAnswers';
import { startTraining, storedSource, withTraining } from './chatTraining';

/** What the conversation calls answer (./chatConversations.ts), loaded on the first: the demo backend's budget. */
const conversationCalls = () => import('./chatConversations');

/** The owner's own chat: the only kind they may change. */
function ownChat(user: UserRow, param: unknown): ChatRow | undefined {
  const id = idParam(typeof param === 'string' ? param : undefined);
  const chat = id === undefined ? undefined : db.chats.get(id);
  return chat && chat._ownerId === user.id ? chat : undefined;
}

/** A chat the owner may open and ask: theirs, or one of the product's examples. */
function visibleChat(user: UserRow, param: unknown): ChatRow | undefined {
  const id = idParam(typeof param === 'string' ? param : undefined);
  const chat = id === undefined ? undefined : db.chats.get(id);
  return chat && (chat._ownerId === user.id || chat.is_example) ? chat : undefined;
}

const readOnlyExample = () => errorResponse(403, 'Example chats cannot be changed.', 'example_read_only');

/** The server's words for a source problem, under the source's key, as a real form serializer reports them. */
const sourceProblemText: Record<ChatProblem['key'], string> = {
  required: 'This field is required.',
  atLeastOneSource: 'At least 1 source is required.',
  urlRequired: 'URL must be specified',
  invalidUrl: 'Invalid URL',
  urlMustEnd: 'URL must end with .xml',
  duplicateUrl: 'Duplicate URL',
  duplicateText: 'Duplicate entry of a text',
  duplicateUpload: 'Duplicate upload name',
  fileRequired: 'At least 1 file must be attached',
  range: 'Value must be >= min AND <= max',
  overlapTooLarge: 'Value must be >= min AND <= max',
  oneOf: 'Value must be one of the options',
  colour: 'Enter a colour as #rrggbb.',
};

function sourceErrors(sources: readonly ChatSource[]): FieldErrors | null {
  const problems = validateSources(sources.map((s) => (s.kind === 'file' ? { kind: 'file', upload_id: s.upload_id } : s)));
  if (problems.length === 0) return null;
  const out: FieldErrors = {};
  for (const problem of problems) (out[problem.where] ??= []).push(sourceProblemText[problem.key]);
  return out;
}

const publicChat = (chat: ChatRow) => toPublic(withTraining(chat));

/** Source ids are unique across chats, handed out after the highest one in use. */
function nextSourceId(): number {
  const ids = db.chats.all().flatMap((c) => c.sources.map((s) => s.id ?? 0));
  return Math.max(0, ...ids) + 1;
}

function withIds(sources: readonly ChatSource[]): ChatSource[] {
  let next = nextSourceId();
  return sources.map((s) => (s.id === undefined ? { ...s, id: next++ } : s));
}

/** A file source must name one of the owner's uploads. */
function unknownUpload(user: UserRow, sources: readonly ChatSource[]): boolean {
  return sources.some((s) => s.kind === 'file' && db.uploads.get(s.upload_id)?._ownerId !== user.id);
}

/** The same URL, text or upload twice in one chat is refused, naming the field (docs/api.md). */
function duplicateField(sources: readonly ChatSource[], source: ChatSource): { field: string; message: string } | null {
  for (const s of sources) {
    if ((source.kind === 'webpage' || source.kind === 'sitemap') && (s.kind === 'webpage' || s.kind === 'sitemap') && s.url === source.url) {
      return { field: 'url', message: 'Duplicate URL' };
    }
    if (source.kind === 'text' && s.kind === 'text' && s.text.trim() === source.text.trim()) {
      return { field: 'text', message: 'Duplicate entry of a text' };
    }
    if (source.kind === 'file' && s.kind === 'file' && s.upload_id === source.upload_id) {
      return { field: 'upload_id', message: 'Duplicate upload name' };
    }
  }
  return null;
}

export const chatsHandlers: HttpHandler[] = [
  http.get(
    apiPath('/training/chat'),
    signedInCall(({ user, url }) => {
      const all = url.searchParams.get('scope') === 'all';
      const chats = db.chats.where((c) => c._ownerId === user.id || (all && c.is_example)).sort((a, b) => b.id - a.id);
      return paged(chats.map(publicChat), url);
    }),
  ),

  http.post(
    apiPath('/training/chat'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, chatWriteSchema);
      if (!body.ok) return body.response;
      if (body.data.name.trim() === '') return fieldErrors({ name: ['This field may not be blank.'] });
      const sources = withIds((body.data.sources ?? []).map(storedSource));
      if (unknownUpload(user, sources)) return fieldErrors({ sources: ['Unknown upload.'] });
      const problems = sourceErrors(sources);
      if (problems) return fieldErrors(problems);
      const parsed = chatSchema.safeParse({ ...body.data, sources, id: db.chats.takeId(), created_at: mockNow().toISOString() });
      if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
      const row = db.chats.insert({ ...parsed.data, _ownerId: user.id, _trainingStartedAt: startTraining({}, sources) });
      return HttpResponse.json(publicChat(row), { status: 201 });
    }),
  ),

  http.get(
    apiPath('/training/chat/:id'),
    signedInCall(({ user, params }) => {
      const chat = visibleChat(user, params.id);
      return chat ? HttpResponse.json(publicChat(chat)) : notFound();
    }),
  ),

  http.put(
    apiPath('/training/chat/:id'),
    signedInCall(async ({ request, user, params }) => {
      if (visibleChat(user, params.id)?.is_example) return readOnlyExample();
      const chat = ownChat(user, params.id);
      if (!chat) return notFound();
      const body = await readBody(request, chatWriteSchema);
      if (!body.ok) return body.response;
      const sources = body.data.sources === undefined ? chat.sources : withIds(body.data.sources.map(storedSource));
      if (unknownUpload(user, sources)) return fieldErrors({ sources: ['Unknown upload.'] });
      const problems = body.data.sources === undefined ? null : sourceErrors(sources);
      if (problems) return fieldErrors(problems);
      // The credits record is the server's: what the app sends of it is ignored.
      const parsed = chatSchema.safeParse({ ...toPublic(chat), ...body.data, sources, credits_refused_at: chat.credits_refused_at });
      if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
      const kept = Object.fromEntries(
        Object.entries(chat._trainingStartedAt ?? {}).filter(([id]) => sources.some((s) => String(s.id) === id)),
      );
      const row =
        db.chats.update(chat.id, () => ({ ...parsed.data, _ownerId: user.id, _trainingStartedAt: startTraining({ _trainingStartedAt: kept }, sources) })) ??
        chat;
      return HttpResponse.json(publicChat(row));
    }),
  ),

  http.delete(
    apiPath('/training/chat/:id'),
    signedInCall(({ user, params }) => {
      if (visibleChat(user, params.id)?.is_example) return readOnlyExample();
      const chat = ownChat(user, params.id);
      if (!chat) return notFound();
      batch(() => {
        db.chatMessages.deleteWhere((m) => m._chatId === chat.id);
        db.chatVisitors.deleteWhere((v) => v._chatId === chat.id);
        db.chats.delete(chat.id);
      });
      return noContent();
    }),
  ),

  http.get(
    apiPath('/training/chat/:id/sources'),
    signedInCall(({ user, params }) => {
      const chat = visibleChat(user, params.id);
      return chat ? HttpResponse.json(withTraining(chat).sources) : notFound();
    }),
  ),

  http.post(
    apiPath('/training/chat/:id/sources'),
    signedInCall(async ({ request, user, params }) => {
      const chat = ownChat(user, params.id);
      if (!chat) return notFound();
      const body = await readBody(request, chatSourceSchema);
      if (!body.ok) return body.response;
      const [source] = withIds([{ ...storedSource(body.data), id: undefined }]);
      if (!source) return notFound();
      if (unknownUpload(user, [source])) return fieldErrors({ upload_id: ['Unknown upload.'] });
      const duplicate = duplicateField(chat.sources, source);
      if (duplicate) return fieldErrors({ [duplicate.field]: [duplicate.message] });
      const row = db.chats.update(chat.id, (c) => ({
        ...c,
        sources: [...c.sources, source],
        _trainingStartedAt: startTraining(c, [source]),
      }));
      const trained = row ? withTraining(row).sources.find((s) => s.id === source.id) : source;
      return HttpResponse.json(trained, { status: 201 });
    }),
  ),

  http.delete(
    apiPath('/training/chat/:id/sources/:sourceId'),
    signedInCall(({ user, params }) => {
      const chat = ownChat(user, params.id);
      const sourceId = idParam(params.sourceId);
      if (!chat || !chat.sources.some((s) => s.id === sourceId)) return notFound();
      db.chats.update(chat.id, { sources: chat.sources.filter((s) => s.id !== sourceId) });
      return noContent();
    }),
  ),

  // Oldest message first, paged; `conversation_id` narrows to one conversation.
  http.get(
    apiPath('/training/chat/:id/history'),
    signedInCall(({ user, params, url }) => {
      const chat = visibleChat(user, params.id);
      if (!chat) return notFound();
      const conversation = idParam(url.searchParams.get('conversation_id') ?? undefined);
      const messages = db.chatMessages
        .where((m) => m._chatId === chat.id && (conversation === undefined || m.conversation_id === conversation))
        .sort((a, b) => a.id - b.id);
      return paged(messages.map(toPublic), url);
    }),
  ),

  // The conversations (the visitors' on the owner's site among them): their code loads on the first of these calls.
  http.get(
    apiPath('/training/chat/:id/conversations'),
    signedInCall(async ({ user, params, url }) => (await conversationCalls()).list(visibleChat(user, params.id), url)),
  ),
  http.get(
    apiPath('/training/chat/:id/conversations/csv'),
    signedInCall(async ({ user, params, url }) => (await conversationCalls()).csv(ownChat(user, params.id), url)),
  ),
  http.patch(
    apiPath('/training/chat/:id/conversations/:conversationId/lead'),
    signedInCall(async ({ request, user, params }) => (await conversationCalls()).updateLead(ownChat(user, params.id), params.conversationId, request)),
  ),
  http.get(
    apiPath('/training/chat/:id/leads/csv'),
    signedInCall(async ({ user, params }) => (await conversationCalls()).leadsCsv(ownChat(user, params.id))),
  ),
  http.delete(
    apiPath('/training/chat/:id/conversations'),
    signedInCall(async ({ request, user, params }) => (await conversationCalls()).removeMany(ownChat(user, params.id), request)),
  ),
  http.get(
    apiPath('/training/chat/:id/statistics'),
    signedInCall(async ({ user, params, url }) => (await conversationCalls()).statistics(ownChat(user, params.id), url)),
  ),
  http.delete(
    apiPath('/training/chat/:id/conversations/:conversationId'),
    signedInCall(async ({ user, params }) => (await conversationCalls()).remove(ownChat(user, params.id), params.conversationId)),
  ),

  http.post(
    apiPath('/training/chat/:id/ask'),
    signedInCall(async ({ request, user, params }) => {
      const chat = visibleChat(user, params.id);
      if (!chat) return notFound();
      const body = await readBody(request, askChatBodySchema);
      if (!body.ok) return body.response;
      const trained = withTraining(chat);
      if (!trained.sources.some((s) => s.status === 'ready')) {
        return errorResponse(409, 'This chat has no trained source yet.', 'chat_not_trained');
      }
      // Only the owner's own chat keeps the conversation (an example chat answers anyone and keeps nothing).
      const save = chat.save_chat_history && chat._ownerId === user.id;
      return chatAnswerStream(trained, body.data.question, {
        conversation: save ? (body.data.conversation_id ?? nextConversationId()) : null,
        sendSources: chat.show_source_links_in_response || chat.show_source_links_after_response,
        signal: request.signal,
      });
    }),
  ),
];

/** Conversation ids are shared by the owner's own conversations and visitors' (mocks/handlers/chatEmbed.ts). */
export function nextConversationId(): number {
  const used = [...db.chatMessages.all().map((m) => m.conversation_id ?? 0), ...db.chatVisitors.all().map((v) => v.id)];
  return Math.max(0, ...used) + 1;
}

export interface ChatStreamOptions {
  /** The conversation the question and the answer are saved in; null: the chat keeps nothing. */
  conversation: number | null;
  /** Send the `sources` event after the answer. */
  sendSources: boolean;
  /** Name the source inside the answer's text (a visitor's chat set to show source links in the response). */
  citeInText?: boolean;
  signal: AbortSignal;
  /** Stop sending after this many pieces and keep the stream open (stories of a streaming answer). */
  holdAfter?: number;
  /** Fail with `generation_failed` after this many pieces (stories of a failed answer). */
  failAfter?: number;
}

/**
 * The answer as newline-delimited JSON events, a piece every `mockDelays.token` ms. Stop (the client going
 * away) cancels the stream: nothing more is generated, and the saved answer is marked stopped.
 */
export function chatAnswerStream(chat: ChatRow, question: string, options: ChatStreamOptions): Response {
  const { conversation, sendSources, citeInText = false, signal } = options;
  const answer = answerFrom(chat, question, { citeInText });
  const pieces = answerPieces(answer.text);
  const keptSources = sendSources || citeInText;
  let sent = '';
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const encoder = new TextEncoder();
  const line = (event: AskChatEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

  const finish = (stopped: boolean): number | null => {
    if (finished) return null;
    finished = true;
    if (conversation === null) return null;
    const now = mockNow().toISOString();
    let messageId: number | null = null;
    batch(() => {
      db.chatMessages.insert({ id: db.chatMessages.takeId(), role: 'user', content: question, created_at: now, conversation_id: conversation, sources: [], stopped: false, _chatId: chat.id });
      messageId = db.chatMessages.takeId();
      db.chatMessages.insert({
        id: messageId,
        role: 'assistant',
        content: sent,
        created_at: now,
        conversation_id: conversation,
        sources: keptSources && !stopped ? answer.sources : [],
        stopped,
        _chatId: chat.id,
      });
    });
    return messageId;
  };

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(line({ type: 'start', conversation_id: conversation }));
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        finish(true);
      });
    },
    pull(controller) {
      if (options.holdAfter !== undefined && index >= options.holdAfter) return new Promise<void>(() => undefined);
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          if (finished) return resolve();
          if (options.failAfter !== undefined && index >= options.failAfter) {
            controller.enqueue(line({ type: 'error', code: 'generation_failed', detail: 'The answer could not be finished.' }));
            finish(true);
            controller.close();
            return resolve();
          }
          const piece = pieces[index++];
          if (piece !== undefined) {
            sent += piece;
            controller.enqueue(line({ type: 'token', text: piece }));
          } else {
            if (sendSources && answer.sources.length > 0) controller.enqueue(line({ type: 'sources', sources: answer.sources }));
            controller.enqueue(line({ type: 'end', message_id: finish(false) }));
            controller.close();
          }
          resolve();
        }, mockDelays.token);
      });
    },
    cancel() {
      clearTimeout(timer);
      finish(true);
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export const emptyChatsHandlers = (): HttpHandler[] => [
  http.get(apiPath('/training/chat'), signedInCall(({ url }) => paged([], url))),
];
