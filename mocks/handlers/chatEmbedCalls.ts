import { HttpResponse } from 'msw';
import { chatEmbedAskBodySchema, chatEmbedConversationSchema, chatEmbedLeadBodySchema, leadSchema, publicChatSchema } from '../../src/api/schemas';
import { chatLimits } from '../../src/domain/chatRules';
import {
  CHAT_ANSWERS_PER_WINDOW,
  CHAT_RATE_WINDOW_MS,
  CHAT_VISITOR_ANSWERS_PER_WINDOW,
  type ChatEmbedErrorCode,
} from '../../src/domain/chatEmbed';
import { mockNow } from '../config';
import { db, toPublic, type ChatRow, type ChatVisitorRow } from '../db/store';
import { errorResponse, fieldErrors, idParam, leadEmailError, messages, notFound, readBody } from '../http';
import { spendCredits, type PublicCall } from '../route';
import { chatAnswerStream, nextConversationId, type ChatStreamOptions } from './chats';
import { withTraining } from './chatTraining';
import { showsBranding } from './widget';

/*
 * What the chat embed's calls answer (mocks/handlers/chatEmbed.ts routes them here). A chunk of its own, loaded
 * on a visitor's first call, so the demo backend every owner's page starts stays within its budget. They work
 * over the same store as the owner's calls: the answer comes from the chat's trained sources, a saved
 * conversation is one of the owner's conversations, and every answer spends the owner's credits.
 */

/** A chat a visitor may use: it exists and its owner published it. Anything else is "not found". */
function publishedChat(param: unknown): ChatRow | undefined {
  const chat = db.chats.get(idParam(typeof param === 'string' ? param : undefined) ?? -1);
  return chat?.is_published ? chat : undefined;
}

function visitorOf(chat: ChatRow, param: unknown): ChatVisitorRow | undefined {
  return typeof param === 'string' ? db.chatVisitors.find((v) => v._chatId === chat.id && v._uuid === param) : undefined;
}

/** The conversation as the visitor's page gets it: its messages only when the chat saves history. */
function conversationBody(chat: ChatRow, visitor: ChatVisitorRow) {
  const messages = chat.save_chat_history
    ? db.chatMessages
        .where((m) => m._chatId === chat.id && m.conversation_id === visitor.id)
        .sort((a, b) => a.id - b.id)
        .map(({ role, content, sources, stopped }) => ({ role, content, sources, stopped }))
    : [];
  return chatEmbedConversationSchema.parse({ uuid: visitor._uuid, messages });
}

const recent = (times: readonly number[], now: number) => times.filter((t) => now - t < CHAT_RATE_WINDOW_MS);

/** 429 with the seconds until the oldest answer of the window leaves it (also as `Retry-After`). */
function tooMany(code: Extract<ChatEmbedErrorCode, 'rate_limited' | 'chat_busy'>, times: readonly number[], now: number): Response {
  const retryAfter = Math.max(1, Math.ceil((Math.min(...times) + CHAT_RATE_WINDOW_MS - now) / 1000));
  const detail = code === 'rate_limited' ? 'Too many questions; please wait a moment.' : 'This chat is answering many visitors; please try again shortly.';
  return HttpResponse.json({ code, detail, retry_after: retryAfter }, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
}

/**
 * Why this answer may not start now: one visitor asked too often, or the whole chat answered too many within the
 * window. Checked before credits are spent, so a refused question costs the owner nothing.
 */
function rateRefusal(chat: ChatRow, visitor: ChatVisitorRow, now: number): Response | null {
  const mine = recent(visitor._answeredAt, now);
  if (mine.length >= CHAT_VISITOR_ANSWERS_PER_WINDOW) return tooMany('rate_limited', mine, now);
  const all = db.chatVisitors.where((v) => v._chatId === chat.id).flatMap((v) => recent(v._answeredAt, now));
  if (all.length >= CHAT_ANSWERS_PER_WINDOW) return tooMany('chat_busy', all, now);
  return null;
}

export type ChatEmbedStreamOptions = Pick<ChatStreamOptions, 'holdAfter' | 'failAfter'>;

export async function ask({ request, params }: PublicCall, stream: ChatEmbedStreamOptions = {}): Promise<Response> {
  const chat = publishedChat(params.id);
  const visitor = chat && visitorOf(chat, params.uuid);
  if (!chat || !visitor) return notFound();
  const body = await readBody(request, chatEmbedAskBodySchema);
  if (!body.ok) return body.response;
  const trained = withTraining(chat);
  if (!trained.sources.some((s) => s.status === 'ready')) return notTrained();
  const now = mockNow().getTime();
  const limited = rateRefusal(chat, visitor, now);
  if (limited) return limited;
  const owner = db.users.get(chat._ownerId);
  const refused = owner ? spendCredits(owner, 'ai_reply_chat') : notFound();
  // A visitor left without an answer for want of credits is recorded for the owner's banner; the next paid answer clears it.
  if (refused?.status === 402) db.chats.update(chat.id, { credits_refused_at: mockNow().toISOString() });
  if (refused) return refused;
  if (chat.credits_refused_at !== null) db.chats.update(chat.id, { credits_refused_at: null });
  db.chatVisitors.update(visitor.id, { _answeredAt: [...recent(visitor._answeredAt, now), now] });
  return chatAnswerStream(trained, body.data.question, {
    conversation: chat.save_chat_history ? visitor.id : null,
    sendSources: chat.show_source_links_after_response,
    citeInText: chat.show_source_links_in_response,
    signal: request.signal,
    ...stream,
  });
}

/** When the chat asks a visitor for an e-mail: after its number of answers (the default when not set), or never. */
const leadAfterAnswers = (chat: ChatRow) => (chat.collect_leads ? (chat.lead_after_answers ?? chatLimits.leadAfterAnswers.default) : null);

export function publicChat({ params }: PublicCall): Response {
  const chat = publishedChat(params.id);
  return chat ? HttpResponse.json(publicChatSchema.parse({ ...toPublic(chat), show_branding: showsBranding(chat._ownerId), lead_after_answers: leadAfterAnswers(chat) })) : notFound();
}

/**
 * The e-mail a visitor leaves when the chat asks: the form's lead rules for an e-mail (required, a valid address,
 * the same server words), kept on the conversation as a lead of a form's shape. A second one replaces the first.
 */
export async function lead({ request, params }: PublicCall): Promise<Response> {
  const chat = publishedChat(params.id);
  const visitor = chat && visitorOf(chat, params.uuid);
  if (!chat || !visitor) return notFound();
  if (leadAfterAnswers(chat) === null) return errorResponse(409, 'This chat does not collect e-mails.', 'leads_not_collected');
  const body = await readBody(request, chatEmbedLeadBodySchema);
  if (!body.ok) return body.response;
  const problem = leadEmailError(body.data.email, true);
  if (problem) return fieldErrors({ email: problem });
  const email = body.data.email.trim();
  const now = mockNow().toISOString();
  const id = visitor.lead?.id ?? Math.max(0, ...db.chatVisitors.all().map((v) => v.lead?.id ?? 0)) + 1;
  const saved = leadSchema.parse({ id, email, activity: [{ action: 'lead_created', created_at: now }], created_at: now });
  db.chatVisitors.update(visitor.id, { lead: saved });
  return HttpResponse.json({ id }, { status: 201 });
}

export function start({ params }: PublicCall): Response {
  const chat = publishedChat(params.id);
  if (!chat) return notFound();
  const visitor = db.chatVisitors.insert({
    id: nextConversationId(),
    _chatId: chat.id,
    _uuid: crypto.randomUUID(),
    created_at: mockNow().toISOString(),
    _answeredAt: [],
    lead: null,
  });
  return HttpResponse.json(conversationBody(chat, visitor), { status: 201 });
}

export function conversation({ params }: PublicCall): Response {
  const chat = publishedChat(params.id);
  const visitor = chat && visitorOf(chat, params.uuid);
  return chat && visitor ? HttpResponse.json(conversationBody(chat, visitor)) : notFound();
}

const notTrained = () => errorResponse(409, 'This chat has no trained source yet.', 'chat_not_trained');

/** An answer refused before it starts, as the server does when the owner's plan or a limit says no (scenarios). */
export function refusal(code: Exclude<ChatEmbedErrorCode, 'generation_failed'>): Response {
  const now = mockNow().getTime();
  switch (code) {
    case 'not_enough_credits':
      return errorResponse(402, messages.notEnoughCredits, code);
    case 'openai_key_missing':
      return errorResponse(400, 'AI provider key is missing.', code);
    case 'chat_not_trained':
      return notTrained();
    case 'rate_limited':
    case 'chat_busy':
      return tooMany(code, [now], now);
  }
}
