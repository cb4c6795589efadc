import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { askChat } from '../../src/api/endpoints/chats';
import { configureApiClient, resetApiClientConfig, type AskChatEvent } from '../../src/api';
import { configureMockDelays } from '../config';
import { db, resetDb } from '../db';
import { createMockServer } from '../node';
import { signInAs } from '../session';
import { call } from '../testing';
import { withTraining } from './chatTraining';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
  signInAs('demoOwner');
  configureApiClient({ apiUrl: 'http://api.test', reload: () => undefined });
});
afterEach(() => {
  server.resetHandlers();
  resetApiClientConfig();
  configureMockDelays({ trainingPage: 0, token: 0 });
});

describe('training', () => {
  it('moves each source from queued through indexing to ready as time passes', () => {
    configureMockDelays({ trainingPage: 100 });
    const chat = { ...db.chats.get(1)!, _trainingStartedAt: { '3': 1_000 } };
    const sitemap = (now: number) => withTraining(chat, now).sources.find((s) => s.id === 3)!;
    expect(sitemap(1_050)).toMatchObject({ status: 'queued', pages_indexed: 0 });
    expect(sitemap(1_350)).toMatchObject({ status: 'indexing', pages_indexed: 2 });
    const found = sitemap(1_350).pages_found!;
    expect(found).toBeGreaterThan(2);
    expect(sitemap(1_000 + 100 * (found + 1))).toMatchObject({ status: 'ready', pages_indexed: found });
  });

  it('fails an address that cannot be reached, and uses only the first pages of a sitemap over the link limit', () => {
    expect(withTraining(db.chats.get(2)!).sources[0]).toMatchObject({ status: 'failed', error: 'unreachable', pages_indexed: 0 });
    const limited = withTraining({ ...db.chats.get(1)!, link_limit: 3 }).sources.find((s) => s.kind === 'sitemap')!;
    expect(limited).toMatchObject({ status: 'ready', pages_indexed: 3, error: 'link_limit_exceeded' });
    expect(limited.pages_found).toBeGreaterThan(3);
  });

  it('reports progress through the API while a new source trains', async () => {
    configureMockDelays({ trainingPage: 15 });
    const added = await call('POST', '/training/chat/1/sources/', { body: { kind: 'sitemap', url: 'https://shop.example/sitemap.xml' } });
    expect(added.body).toMatchObject({ status: 'queued' });
    const id = (added.body as { id: number }).id;
    const status = async () => ((await call('GET', '/training/chat/1/sources/')).body as { id: number; status: string }[]).find((s) => s.id === id)?.status;
    await expect.poll(status, { timeout: 5_000 }).toBe('indexing');
    await expect.poll(status, { timeout: 5_000 }).toBe('ready');
  });
});

describe('asking a chat', () => {
  it('streams the answer from the best matching source, with its source, and saves the conversation', async () => {
    const events: AskChatEvent[] = [];
    await askChat(1, { question: 'When are you open on Monday?' }, (event) => events.push(event));
    expect(events[0]).toEqual({ type: 'start', conversation_id: 2 });
    const text = events.flatMap((e) => (e.type === 'token' ? [e.text] : [])).join('');
    expect(text).toBe('According to **Opening hours**: We are open Monday to Friday, 9:00-18:00.');
    expect(events.filter((e) => e.type === 'token').length).toBeGreaterThan(5);
    expect(events).toContainEqual({ type: 'sources', sources: [{ title: 'Opening hours', url: '' }] });
    expect(events.at(-1)).toMatchObject({ type: 'end', message_id: expect.any(Number) });
    const conversations = await call('GET', '/training/chat/1/conversations/');
    expect(conversations.body).toMatchObject({ count: 2, results: [{ id: 2, first_question: 'When are you open on Monday?', message_count: 2 }, { id: 1 }] });
  });

  it('stops generating when asked to stop, and keeps what was written, marked stopped', async () => {
    configureMockDelays({ token: 20 });
    const controller = new AbortController();
    const tokens: string[] = [];
    const asked = askChat(
      1,
      { question: 'When are you open?' },
      (event) => {
        if (event.type === 'token') tokens.push(event.text);
        if (tokens.length === 3) controller.abort();
      },
      { signal: controller.signal },
    );
    await expect(asked).rejects.toMatchObject({ code: 'canceled' });
    await expect.poll(() => db.chatMessages.where((m) => m.stopped).length).toBe(1);
    const saved = db.chatMessages.find((m) => m.stopped)!;
    expect(saved.content.length).toBeGreaterThan(0);
    expect(saved.content.length).toBeLessThan('According to **Opening hours**: We are open Monday to Friday, 9:00-18:00.'.length);
  });

  it('refuses a chat with no trained source, and keeps no history when saving is off', async () => {
    expect(await call('POST', '/training/chat/2/ask/', { body: { question: 'Hi?' } })).toMatchObject({ status: 409, body: { code: 'chat_not_trained' } });
    const before = db.chatMessages.all().length;
    const events: AskChatEvent[] = [];
    await askChat(3, { question: 'How much is a birthday cake?' }, (event) => events.push(event));
    expect(events[0]).toEqual({ type: 'start', conversation_id: null });
    expect(db.chatMessages.all().length).toBe(before);
  });

  it('lets anyone open and ask an example chat, but only its owner change it', async () => {
    expect((await call('GET', '/training/chat/?scope=all')).body).toMatchObject({ count: 3 });
    expect((await call('GET', '/training/chat/')).body).toMatchObject({ count: 2 });
    expect((await call('PUT', '/training/chat/3/', { body: { name: 'Mine now' } })).status).toBe(403);
    expect((await call('DELETE', '/training/chat/3/')).status).toBe(403);
  });
});
