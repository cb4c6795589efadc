import { http, type HttpHandler } from 'msw';
import type { ChatEmbedErrorCode } from '../../src/domain/chatEmbed';
import { apiPath } from '../config';
import { notFound } from '../http';
import { publicCall } from '../route';
import type { ChatEmbedStreamOptions } from './chatEmbedCalls';

/*
 * A chat on the owner's site (docs/api.md "A chat on the owner's site"): the calls a visitor's page makes, no
 * sign-in. What they answer is in ./chatEmbedCalls.ts, loaded on the first of them: the demo backend that
 * every owner's page starts does not carry it (its size budget).
 */

export const chatEmbedPaths = {
  chat: apiPath('/training/chat/:id/public'),
  start: apiPath('/training/chat/:id/public/conversation'),
  conversation: apiPath('/training/chat/:id/public/conversation/:uuid'),
  ask: apiPath('/training/chat/:id/public/conversation/:uuid/ask'),
  lead: apiPath('/training/chat/:id/public/conversation/:uuid/lead'),
} as const;

const calls = () => import('./chatEmbedCalls');

const askHandler = (stream: ChatEmbedStreamOptions = {}) =>
  http.post(chatEmbedPaths.ask, publicCall(async (call) => (await calls()).ask(call, stream)));

export const chatEmbedHandlers: HttpHandler[] = [
  http.get(chatEmbedPaths.chat, publicCall(async (call) => (await calls()).publicChat(call))),
  http.post(chatEmbedPaths.start, publicCall(async (call) => (await calls()).start(call))),
  http.get(chatEmbedPaths.conversation, publicCall(async (call) => (await calls()).conversation(call))),
  http.post(chatEmbedPaths.lead, publicCall(async (call) => (await calls()).lead(call))),
  askHandler(),
];

/** The answer with another stream (it stays open after `holdAfter` pieces, or fails after `failAfter`). */
export const chatEmbedHandlersWith = (stream: ChatEmbedStreamOptions): HttpHandler[] => [askHandler(stream), ...chatEmbedHandlers];

/** Every answer is refused before it starts with `code` (credits out, a rate limit, …). */
export const chatEmbedHandlersRefusing = (code: Exclude<ChatEmbedErrorCode, 'generation_failed'>): HttpHandler[] => [
  http.post(chatEmbedPaths.ask, publicCall(async () => (await calls()).refusal(code))),
  ...chatEmbedHandlers,
];

/** The chat is not published (or gone): every call of the embed is "not found". */
export const unpublishedChatEmbedHandlers = (): HttpHandler[] =>
  Object.values(chatEmbedPaths).map((path) => http.all(path, publicCall(() => notFound())));
