import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_ANSWERS_PER_WINDOW, CHAT_RATE_WINDOW_MS, CHAT_VISITOR_ANSWERS_PER_WINDOW } from '../../src/domain/chatEmbed';
import { setMockClock } from '../config';
import { db, resetDb, seedUsers } from '../db';
import { createMockServer } from '../node';
import { usedCredits } from '../route';
import { putOnPlan, setUsedCredits } from '../situations';
import { call, TEST_ORIGIN } from '../testing';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());
afterEach(() => {
  server.resetHandlers();
  setMockClock(null);
});

/** The seed's "Support assistant": published, saves history, shows source links after the answer. */
const chat = 1;
const visitor = { token: null };
const owner = seedUsers.demoOwner.id;

async function start(chatId = chat): Promise<string> {
  const started = await call('POST', `/training/chat/${chatId}/public/conversation/`, { ...visitor, body: {} });
  expect(started.status).toBe(201);
  return (started.body as { uuid: string }).uuid;
}

type Event = { type: string; text?: string; sources?: { title: string; url: string }[]; code?: string };

/** The ask call's events, parsed line by line, or its refusal. */
async function ask(uuid: string, question = 'When are you open?', chatId = chat) {
  const response = await fetch(`${TEST_ORIGIN}/api/v1/training/chat/${chatId}/public/conversation/${uuid}/ask/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  const text = await response.text();
  const events = response.ok ? text.trim().split('\n').map((line) => JSON.parse(line) as Event) : [];
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    events,
    answer: events.map((e) => e.text ?? '').join(''),
    body: response.ok ? null : (JSON.parse(text) as { code?: string; retry_after?: number }),
  };
}

describe('the public chat', () => {
  it('tells a visitor its name, questions, colours and source-link settings, and nothing secret', async () => {
    const { status, body } = await call('GET', `/training/chat/${chat}/public/`, visitor);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: chat,
      name: 'Support assistant',
      initial_questions: ['What does it cost?', 'When are you open?'],
      show_source_links_in_response: false,
      show_source_links_after_response: true,
      save_chat_history: true,
      primary_color: '#6d28d9',
      bg_color: null,
      show_branding: true,
      lead_after_answers: 3,
    });
    const text = JSON.stringify(body);
    for (const secret of ['gpt-4o-mini', 'Monday to Friday', 'price-list.pdf', 'example.com', 'vector', 'docs_query_limit']) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows the product's branding while the owner is on Free, not on a paid plan", async () => {
    expect((await call('GET', `/training/chat/${chat}/public/`, visitor)).body).toMatchObject({ show_branding: true });
    putOnPlan('paid', owner);
    expect((await call('GET', `/training/chat/${chat}/public/`, visitor)).body).toMatchObject({ show_branding: false });
  });

  it('is "not found" for an unknown, an unpublished and an example chat, on every call', async () => {
    const uuid = await start();
    for (const id of [999, 2, 3]) {
      expect((await call('GET', `/training/chat/${id}/public/`, visitor)).status).toBe(404);
      expect((await call('POST', `/training/chat/${id}/public/conversation/`, { ...visitor, body: {} })).status).toBe(404);
      expect((await call('GET', `/training/chat/${id}/public/conversation/${uuid}/`, visitor)).status).toBe(404);
      expect((await ask(uuid, 'Hello?', id)).status).toBe(404);
    }
  });

  it('stops answering once the owner unpublishes the chat', async () => {
    const uuid = await start();
    db.chats.update(chat, { is_published: false });
    expect((await ask(uuid)).status).toBe(404);
  });
});

describe('a visitor conversation', () => {
  it('streams an answer from the chat’s sources, with the source links after it, and spends the owner’s credits', async () => {
    const before = usedCredits(owner);
    const { status, events, answer } = await ask(await start(), 'When are you open?');
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ type: 'start' });
    expect(answer).toBe('According to **Opening hours**: We are open Monday to Friday, 9:00-18:00.');
    expect(events.at(-2)).toEqual({ type: 'sources', sources: [{ title: 'Opening hours', url: '' }] });
    expect(events.at(-1)).toMatchObject({ type: 'end' });
    expect(usedCredits(owner)).toBe(before + 1);
  });

  it('names the source inside the answer when the chat shows source links in the response', async () => {
    db.chats.update(chat, { show_source_links_in_response: true, show_source_links_after_response: false });
    const { events, answer } = await ask(await start(), 'Tell me about the about page');
    expect(answer).toBe('You will find this in **example.com/about**.\n\nSource: [example.com/about](https://example.com/about)');
    expect(events.some((e) => e.type === 'sources')).toBe(false);
  });

  it('continues after a reload when the chat saves history, and is one of the owner’s conversations', async () => {
    const uuid = await start();
    await ask(uuid, 'When are you open?');
    await ask(uuid, 'Where is the price list?');
    const { status, body } = await call('GET', `/training/chat/${chat}/public/conversation/${uuid}/`, visitor);
    expect(status).toBe(200);
    expect((body as { messages: unknown[] }).messages).toEqual([
      { role: 'user', content: 'When are you open?', sources: [], stopped: false },
      {
        role: 'assistant',
        content: 'According to **Opening hours**: We are open Monday to Friday, 9:00-18:00.',
        sources: [{ title: 'Opening hours', url: '' }],
        stopped: false,
      },
      { role: 'user', content: 'Where is the price list?', sources: [], stopped: false },
      { role: 'assistant', content: 'You will find this in **Price list 2026**.', sources: [{ title: 'Price list 2026', url: '' }], stopped: false },
    ]);
    const owners = await call('GET', `/training/chat/${chat}/conversations/`);
    expect((owners.body as { results: { first_question: string; message_count: number }[] }).results[0]).toMatchObject({
      first_question: 'When are you open?',
      message_count: 4,
    });
  });

  it('keeps nothing when the chat does not save history', async () => {
    db.chats.update(chat, { save_chat_history: false });
    const uuid = await start();
    const { events } = await ask(uuid);
    expect(events[0]).toEqual({ type: 'start', conversation_id: null });
    expect((await call('GET', `/training/chat/${chat}/public/conversation/${uuid}/`, visitor)).body).toEqual({ uuid, messages: [] });
  });

  it('does not let one chat’s conversation be read or continued through another chat', async () => {
    db.chats.update(2, { is_published: true });
    const uuid = await start(chat);
    expect((await call('GET', `/training/chat/2/public/conversation/${uuid}/`, visitor)).status).toBe(404);
    expect((await call('GET', `/training/chat/${chat}/public/conversation/not-a-conversation/`, visitor)).status).toBe(404);
  });

  it('refuses an empty or too long question as a field error', async () => {
    const uuid = await start();
    expect((await ask(uuid, '   ')).status).toBe(400);
    expect((await ask(uuid, 'x'.repeat(4_001))).status).toBe(400);
  });
});

describe('limits', () => {
  it('refuses a visitor who asks too often, costs the owner nothing, and answers again once the window passed', async () => {
    let now = Date.parse('2026-01-15T10:00:00Z');
    setMockClock(() => new Date(now));
    putOnPlan('paid');
    const uuid = await start();
    for (let n = 0; n < CHAT_VISITOR_ANSWERS_PER_WINDOW; n++) expect((await ask(uuid)).status).toBe(200);
    const spent = usedCredits(owner);
    now += 5_000;
    const refused = await ask(uuid);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', retry_after: 55 });
    expect(refused.retryAfter).toBe('55');
    expect(usedCredits(owner)).toBe(spent);
    // Another visitor is not held back by this one.
    expect((await ask(await start())).status).toBe(200);
    now += CHAT_RATE_WINDOW_MS;
    expect((await ask(uuid)).status).toBe(200);
  });

  it('refuses every visitor once the chat answered its limit within the window', async () => {
    setMockClock(() => new Date('2026-01-15T10:00:00Z'));
    putOnPlan('paid');
    for (let n = 0; n < CHAT_ANSWERS_PER_WINDOW; n++) {
      const uuid = n % CHAT_VISITOR_ANSWERS_PER_WINDOW === 0 ? await start() : db.chatVisitors.all().at(-1)!._uuid;
      expect((await ask(uuid)).status).toBe(200);
    }
    const refused = await ask(await start());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'chat_busy' });
  });

  it('refuses with not_enough_credits when the owner’s credits are out, saving nothing', async () => {
    setUsedCredits(100);
    const uuid = await start();
    const refused = await ask(uuid);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'not_enough_credits' });
    expect((await call('GET', `/training/chat/${chat}/public/conversation/${uuid}/`, visitor)).body).toEqual({ uuid, messages: [] });
  });

  it('refuses with chat_not_trained while no source is ready', async () => {
    db.chats.update(chat, { sources: [{ id: 90, kind: 'webpage', url: 'https://unreachable.example.com/' }] });
    const refused = await ask(await start());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'chat_not_trained' });
  });
});

describe('the owner’s banner when visitors met the credits limit', () => {
  it('records the refused answer on the chat, and clears it with the next answer paid for', async () => {
    const ownersChat = async () => (await call('GET', `/training/chat/${chat}/`)).body as { credits_refused_at: string | null };
    expect((await ownersChat()).credits_refused_at).toBeNull();
    setUsedCredits(100);
    const uuid = await start();
    expect((await ask(uuid)).status).toBe(402);
    expect((await ownersChat()).credits_refused_at).toEqual(expect.any(String));
    // Another refusal (a rate limit) is no credits problem: only 402 is recorded.
    setUsedCredits(0);
    expect((await ask(uuid)).status).toBe(200);
    expect((await ownersChat()).credits_refused_at).toBeNull();
  });

  it('does not let the owner write the record through the chat editor', async () => {
    const current = (await call('GET', `/training/chat/${chat}/`)).body as Record<string, unknown>;
    const saved = await call('PUT', `/training/chat/${chat}/`, { body: { ...current, credits_refused_at: '2026-01-01T00:00:00Z' } });
    expect(saved.status).toBe(200);
    expect((saved.body as { credits_refused_at: string | null }).credits_refused_at).toBeNull();
  });
});

describe('leads from a chat', () => {
  const leave = (uuid: string, email: string, chatId = chat) =>
    call('POST', `/training/chat/${chatId}/public/conversation/${uuid}/lead/`, { ...visitor, body: { email } });

  it('keeps a visitor’s e-mail on the conversation, as a lead of a form’s shape in the owner’s list', async () => {
    const uuid = await start();
    await ask(uuid, 'When are you open?');
    const left = await leave(uuid, '  ada@example.com ');
    expect(left.status).toBe(201);
    const { body } = await call('GET', `/training/chat/${chat}/conversations/?origin=visitor&has_lead=true`);
    const [entry, ...others] = (body as { results: { visitor: boolean; message_count: number; lead: { email: string; activity: unknown[] } | null }[] }).results;
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ visitor: true, message_count: 2, lead: { email: 'ada@example.com', phone: null, name: null } });
    expect(entry?.lead?.activity).toEqual([{ action: 'lead_created', created_at: expect.any(String) }]);
  });

  it('refuses an empty or malformed e-mail with the form lead’s words, and keeps nothing', async () => {
    const uuid = await start();
    expect(await leave(uuid, ' ')).toEqual({ status: 400, body: { detail: { email: ['This field is required.'] } } });
    expect(await leave(uuid, 'not-an-address')).toEqual({ status: 400, body: { detail: { email: ['Enter a valid email address.'] } } });
    expect(db.chatVisitors.find((v) => v._uuid === uuid)?.lead).toBeNull();
  });

  it('is refused when the chat does not collect e-mails, and tells the widget when it does', async () => {
    db.chats.update(chat, { collect_leads: false });
    expect((await call('GET', `/training/chat/${chat}/public/`, visitor)).body).toMatchObject({ lead_after_answers: null });
    const refused = await leave(await start(), 'ada@example.com');
    expect(refused).toMatchObject({ status: 409, body: { code: 'leads_not_collected' } });
    db.chats.update(chat, { collect_leads: true, lead_after_answers: null });
    expect((await call('GET', `/training/chat/${chat}/public/`, visitor)).body).toMatchObject({ lead_after_answers: 3 });
  });

  it('keeps the e-mail of a conversation the chat does not save, as a conversation with no messages', async () => {
    db.chats.update(chat, { save_chat_history: false });
    const uuid = await start();
    await ask(uuid);
    await leave(uuid, 'bo@example.com');
    const { body } = await call('GET', `/training/chat/${chat}/conversations/?origin=visitor`);
    expect((body as { results: unknown[] }).results).toEqual([
      expect.objectContaining({ visitor: true, message_count: 0, first_question: '', lead: expect.objectContaining({ email: 'bo@example.com' }) }),
    ]);
  });
});

describe('the visitors’ conversations for the owner', () => {
  it('lists the visitors’ apart from the owner’s own, newest first', async () => {
    const first = await start();
    await ask(first, 'When are you open?');
    const second = await start();
    await ask(second, 'What does it cost?');
    await start(); // never asked: nothing to list
    const all = (await call('GET', `/training/chat/${chat}/conversations/`)).body as { results: { first_question: string; visitor: boolean }[] };
    expect(all.results.map((c) => [c.first_question, c.visitor])).toEqual([
      ['What does it cost?', true],
      ['When are you open?', true],
      ['When are you open?', false],
    ]);
    const visitors = (await call('GET', `/training/chat/${chat}/conversations/?origin=visitor&page_size=1`)).body as { count: number; results: unknown[] };
    expect(visitors.count).toBe(2);
    expect(visitors.results).toHaveLength(1);
  });

  it('deletes one conversation with its messages and its e-mail; the visitor’s page then starts anew', async () => {
    const uuid = await start();
    await ask(uuid);
    const id = db.chatVisitors.find((v) => v._uuid === uuid)?.id;
    expect((await call('DELETE', `/training/chat/${chat}/conversations/${id}/`)).status).toBe(204);
    expect(db.chatMessages.where((m) => m.conversation_id === id)).toEqual([]);
    expect((await call('GET', `/training/chat/${chat}/public/conversation/${uuid}/`, visitor)).status).toBe(404);
    expect((await call('DELETE', `/training/chat/${chat}/conversations/${id}/`)).status).toBe(404);
    // Another owner's chat or an example chat: nothing to delete.
    expect((await call('DELETE', `/training/chat/3/conversations/1/`)).status).toBe(404);
  });

  it('exports them as CSV, a question and its answer a row, with a visitor’s formula written as text', async () => {
    const uuid = await start();
    await ask(uuid, '=HYPERLINK("http://evil.example","open")');
    await call('POST', `/training/chat/${chat}/public/conversation/${uuid}/lead/`, { ...visitor, body: { email: 'ada@example.com' } });
    const { status, body } = await call('GET', `/training/chat/${chat}/conversations/csv/?origin=visitor`);
    expect(status).toBe(200);
    const [header, row, ...rest] = String(body).trimEnd().split('\n');
    expect(rest).toEqual([]);
    expect(header).toBe('Conversation,Started at,E-mail,Asked at,Question,Answer,Sources');
    expect(row).toContain(`,ada@example.com,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""open"")"`);
  });
});

describe('a chat’s leads in the owner’s results', () => {
  const leave = (uuid: string, email: string) => call('POST', `/training/chat/${chat}/public/conversation/${uuid}/lead/`, { ...visitor, body: { email } });

  it('lets the owner edit a lead’s contact details, checked like a form lead’s, and only a lead of their chat', async () => {
    const uuid = await start();
    await leave(uuid, 'ada@example.com');
    const id = db.chatVisitors.find((v) => v._uuid === uuid)?.id;
    const edited = await call('PATCH', `/training/chat/${chat}/conversations/${id}/lead/`, { body: { name: 'Ada', phone: '555 123 4567' } });
    expect(edited).toMatchObject({ status: 200, body: { name: 'Ada', phone: '555 123 4567', email: 'ada@example.com' } });
    expect(db.chatVisitors.get(id!)?.lead).toMatchObject({ name: 'Ada', phone: '555 123 4567' });
    expect((await call('PATCH', `/training/chat/${chat}/conversations/${id}/lead/`, { body: { email: 42 } })).status).toBe(400);
    // A conversation with no e-mail has no lead to edit; another owner's chat is not found.
    const silent = id! + 100;
    expect((await call('PATCH', `/training/chat/${chat}/conversations/${silent}/lead/`, { body: { name: 'X' } })).status).toBe(404);
    expect((await call('PATCH', `/training/chat/3/conversations/${id}/lead/`, { body: { name: 'X' } })).status).toBe(404);
  });

  it('exports the leads as the leads file, newest first, with a visitor’s formula written as text', async () => {
    const first = await start();
    await ask(first, '=HYPERLINK("http://evil.example","open")');
    await leave(first, 'ada@example.com');
    const second = await start();
    await ask(second, 'What does it cost?'); // no e-mail: not a lead
    const { status, body } = await call('GET', `/training/chat/${chat}/leads/csv/`);
    expect(status).toBe(200);
    const [header, row, ...rest] = String(body).trimEnd().split('\n');
    expect(rest).toEqual([]);
    expect(header).toBe('Name,E-mail,Phone,Created at,Conversation,Question');
    expect(row).toMatch(/^,ada@example\.com,,\d{4}-\d{2}-\d{2}T[^,]+,\d+,"'=HYPERLINK\(""http:\/\/evil\.example"",""open""\)"$/);
    expect((await call('GET', `/training/chat/3/leads/csv/`)).status).toBe(404);
  });
});
