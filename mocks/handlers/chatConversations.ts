import { HttpResponse } from 'msw';
import type { ChatConversation } from '../../src/api/schemas';
import { deleteSessionsRequestSchema } from '../../src/api/schemas';
import { batch, db, type ChatRow } from '../db/store';
import { idParam, noContent, notFound, readBody } from '../http';
import { paged } from '../route';
import { csvCell, fixedColumns, isoDate, patchedLead, statisticsRange } from './forms';

/*
 * The owner's calls on a chat's conversations (routed by ./chats.ts): the list with the visitors' conversations
 * and the e-mails they left, one deleted, all exported as CSV. A chunk of its own, loaded on the first of them.
 */

/**
 * The conversations of a chat, newest first: the owner's own (from their saved messages) and every visitor's that
 * has saved messages or left an e-mail (a chat that keeps no history still keeps the e-mail).
 */
function chatConversations(chat: ChatRow): ChatConversation[] {
  const visitors = new Map(db.chatVisitors.where((v) => v._chatId === chat.id).map((v) => [v.id, v]));
  const byConversation = new Map<number, ChatConversation>();
  for (const message of db.chatMessages.where((m) => m._chatId === chat.id).sort((a, b) => a.id - b.id)) {
    if (message.conversation_id === null) continue;
    const entry = byConversation.get(message.conversation_id);
    if (entry) entry.message_count++;
    else {
      const visitor = visitors.get(message.conversation_id);
      byConversation.set(message.conversation_id, {
        id: message.conversation_id,
        started_at: visitor?.created_at ?? message.created_at ?? new Date(0).toISOString(),
        first_question: message.role === 'user' ? message.content : '',
        message_count: 1,
        visitor: visitor !== undefined,
        lead: visitor?.lead ?? null,
      });
    }
  }
  for (const visitor of visitors.values()) {
    if (visitor.lead && !byConversation.has(visitor.id))
      byConversation.set(visitor.id, { id: visitor.id, started_at: visitor.created_at, first_question: '', message_count: 0, visitor: true, lead: visitor.lead });
  }
  return [...byConversation.values()].sort((a, b) => b.id - a.id);
}

/**
 * The conversations as CSV, a question and its answer a row (an answer without its question, or an e-mail left
 * in a conversation the chat did not keep, a row of its own). Every cell goes through the leads file's `csvCell`:
 * questions, answers and e-mails are visitors' text, and a spreadsheet must not run them as formulas.
 */
function conversationsCsv(chat: ChatRow, conversations: readonly ChatConversation[]): string {
  const header = ['Conversation', 'Started at', 'E-mail', 'Asked at', 'Question', 'Answer', 'Sources'];
  const rows: unknown[][] = [];
  for (const conversation of [...conversations].reverse()) {
    const contact = [conversation.id, isoDate(conversation.started_at), conversation.lead?.email ?? ''];
    const messages = db.chatMessages.where((m) => m._chatId === chat.id && m.conversation_id === conversation.id).sort((a, b) => a.id - b.id);
    if (messages.length === 0) rows.push([...contact, '', '', '', '']);
    for (let i = 0; i < messages.length; i++) {
      const message = messages[i]!;
      const answer = message.role === 'user' && messages[i + 1]?.role === 'assistant' ? messages[++i]! : message.role === 'assistant' ? message : null;
      const question = message.role === 'user' ? message.content : '';
      const sources = (answer?.sources ?? []).map((s) => (s.url ? `${s.title} (${s.url})` : s.title)).join('\n');
      rows.push([...contact, isoDate(message.created_at), question, answer?.content ?? '', sources]);
    }
  }
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** `origin=visitor` keeps the visitors' conversations, `has_lead=true` those where the visitor left an e-mail. */
function filtered(chat: ChatRow, url: URL): ChatConversation[] {
  const visitorsOnly = url.searchParams.get('origin') === 'visitor';
  const leadsOnly = url.searchParams.get('has_lead') === 'true';
  return chatConversations(chat).filter((c) => (!visitorsOnly || c.visitor) && (!leadsOnly || c.lead !== null));
}

/** Newest first, paged. */
export function list(chat: ChatRow | undefined, url: URL): Response {
  return chat ? paged(filtered(chat, url), url) : notFound();
}

const csvResponse = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new HttpResponse(bytes, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Length': String(bytes.byteLength) } });
};

export function csv(chat: ChatRow | undefined, url: URL): Response {
  return chat ? csvResponse(conversationsCsv(chat, filtered(chat, url))) : notFound();
}

/**
 * The chat's leads as the leads file (a form's contact columns, then the conversation and its first question),
 * newest first, every cell through `csvCell`: the e-mail and the question are visitors' text.
 */
export function leadsCsv(chat: ChatRow | undefined): Response {
  if (!chat) return notFound();
  const leads = chatConversations(chat).filter((c) => c.visitor && c.lead);
  const rows = leads.map((c) => [c.lead?.name, c.lead?.email, c.lead?.phone, isoDate(c.lead?.created_at ?? c.started_at), c.id, c.first_question]);
  return csvResponse(`${[[...fixedColumns, 'Conversation', 'Question'], ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`);
}

/** The owner edits the contact details of the lead a visitor left, checked like a form's lead edit. */
export async function updateLead(chat: ChatRow | undefined, param: unknown, request: Request): Promise<Response> {
  const id = idParam(typeof param === 'string' ? param : undefined);
  const visitor = chat && id !== undefined ? db.chatVisitors.find((v) => v._chatId === chat.id && v.id === id) : undefined;
  if (!visitor?.lead) return notFound();
  const patched = await patchedLead(request, visitor.lead);
  if (!patched.ok) return patched.response;
  db.chatVisitors.update(visitor.id, { lead: patched.lead });
  return HttpResponse.json(patched.lead);
}

/** Conversations of the chat, their messages and the e-mails left in them; how many conversations went. */
function removeConversations(chat: ChatRow, ids: ReadonlySet<number>): number {
  const known = new Set([...chatConversations(chat).map((c) => c.id), ...db.chatVisitors.where((v) => v._chatId === chat.id).map((v) => v.id)]);
  batch(() => {
    db.chatMessages.deleteWhere((m) => m._chatId === chat.id && m.conversation_id !== null && ids.has(m.conversation_id));
    db.chatVisitors.deleteWhere((v) => v._chatId === chat.id && ids.has(v.id));
  });
  return [...ids].filter((id) => known.has(id)).length;
}

/** The conversation, its messages and the e-mail left in it; the visitor's page then starts a new one. */
export function remove(chat: ChatRow | undefined, param: unknown): Response {
  const id = idParam(typeof param === 'string' ? param : undefined);
  if (!chat || id === undefined) return notFound();
  return removeConversations(chat, new Set([id])) > 0 ? noContent() : notFound();
}

/** Bulk delete (the chat's results): `{ ids }` as a form's sessions, 200 with how many went; ids not the chat's are passed over. */
export async function removeMany(chat: ChatRow | undefined, request: Request): Promise<Response> {
  if (!chat) return notFound();
  const body = await readBody(request, deleteSessionsRequestSchema);
  if (!body.ok) return body.response;
  return HttpResponse.json({ deleted: removeConversations(chat, new Set(body.data.ids)) });
}

/**
 * Per day of the asked range: the visitors' conversations begun that day (each start of the chat on the owner's
 * site, whether or not the visitor asked) and those of them in which the visitor left an e-mail.
 */
export function statistics(chat: ChatRow | undefined, url: URL): Response {
  if (!chat) return notFound();
  const range = statisticsRange(url);
  if ('response' in range) return range.response;
  const visitors = db.chatVisitors.where((v) => v._chatId === chat.id);
  const days = range.days.map((date) => {
    const begun = visitors.filter((v) => v.created_at.startsWith(date));
    return { date, conversations: begun.length, leads: begun.filter((v) => v.lead).length };
  });
  return HttpResponse.json({ date_from: range.from, date_to: range.to, today: range.today, days });
}
