import { http, HttpResponse, type HttpHandler } from 'msw';
import { chatSchema, chatSourceSchema, chatWriteSchema, type ChatSource } from '../../src/api/schemas';
import { apiPath } from '../config';
import { batch, db, toPublic, type ChatRow, type UserRow } from '../db';
import { fieldErrors, idParam, noContent, notFound, readBody, zodFieldErrors } from '../http';
import { paged, signedInCall } from '../route';

function ownChat(user: UserRow, param: unknown): ChatRow | undefined {
  const id = idParam(typeof param === 'string' ? param : undefined);
  const chat = id === undefined ? undefined : db.chats.get(id);
  return chat && chat._ownerId === user.id ? chat : undefined;
}

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
      const chats = db.chats.where((c) => c._ownerId === user.id).sort((a, b) => b.id - a.id);
      return paged(chats.map(toPublic), url);
    }),
  ),

  http.post(
    apiPath('/training/chat'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, chatWriteSchema);
      if (!body.ok) return body.response;
      if (body.data.name.trim() === '') return fieldErrors({ name: ['This field may not be blank.'] });
      const sources = withIds(body.data.sources ?? []);
      if (unknownUpload(user, sources)) return fieldErrors({ sources: ['Unknown upload.'] });
      const parsed = chatSchema.safeParse({ ...body.data, sources, id: db.chats.takeId(), created_at: new Date().toISOString() });
      if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
      const row = db.chats.insert({ ...parsed.data, _ownerId: user.id });
      return HttpResponse.json(toPublic(row), { status: 201 });
    }),
  ),

  http.get(
    apiPath('/training/chat/:id'),
    signedInCall(({ user, params }) => {
      const chat = ownChat(user, params.id);
      return chat ? HttpResponse.json(toPublic(chat)) : notFound();
    }),
  ),

  http.put(
    apiPath('/training/chat/:id'),
    signedInCall(async ({ request, user, params }) => {
      const chat = ownChat(user, params.id);
      if (!chat) return notFound();
      const body = await readBody(request, chatWriteSchema);
      if (!body.ok) return body.response;
      const sources = body.data.sources === undefined ? chat.sources : withIds(body.data.sources);
      if (unknownUpload(user, sources)) return fieldErrors({ sources: ['Unknown upload.'] });
      const parsed = chatSchema.safeParse({ ...toPublic(chat), ...body.data, sources });
      if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
      const row = db.chats.update(chat.id, () => ({ ...parsed.data, _ownerId: user.id })) ?? chat;
      return HttpResponse.json(toPublic(row));
    }),
  ),

  http.delete(
    apiPath('/training/chat/:id'),
    signedInCall(({ user, params }) => {
      const chat = ownChat(user, params.id);
      if (!chat) return notFound();
      batch(() => {
        db.chatMessages.deleteWhere((m) => m._chatId === chat.id);
        db.chats.delete(chat.id);
      });
      return noContent();
    }),
  ),

  http.get(
    apiPath('/training/chat/:id/sources'),
    signedInCall(({ user, params }) => {
      const chat = ownChat(user, params.id);
      return chat ? HttpResponse.json(chat.sources) : notFound();
    }),
  ),

  http.post(
    apiPath('/training/chat/:id/sources'),
    signedInCall(async ({ request, user, params }) => {
      const chat = ownChat(user, params.id);
      if (!chat) return notFound();
      const body = await readBody(request, chatSourceSchema);
      if (!body.ok) return body.response;
      const [source] = withIds([{ ...body.data, id: undefined }]);
      if (!source) return notFound();
      if (unknownUpload(user, [source])) return fieldErrors({ upload_id: ['Unknown upload.'] });
      const duplicate = duplicateField(chat.sources, source);
      if (duplicate) return fieldErrors({ [duplicate.field]: [duplicate.message] });
      db.chats.update(chat.id, { sources: [...chat.sources, source] });
      return HttpResponse.json(source, { status: 201 });
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

  // Oldest message first, paged.
  http.get(
    apiPath('/training/chat/:id/history'),
    signedInCall(({ user, params, url }) => {
      const chat = ownChat(user, params.id);
      if (!chat) return notFound();
      const messages = db.chatMessages.where((m) => m._chatId === chat.id).sort((a, b) => a.id - b.id);
      return paged(messages.map(toPublic), url);
    }),
  ),
];

export const emptyChatsHandlers = (): HttpHandler[] => [
  http.get(apiPath('/training/chat'), signedInCall(({ url }) => paged([], url))),
];
