import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatStatisticsSchema } from '../../src/api/endpoints/chats';
import { setMockClock } from '../config';
import { db, resetDb } from '../db';
import { createMockServer } from '../node';
import { call } from '../testing';

/*
 * A chat's statistics (getChatStatistics) and the bulk delete of its leads (deleteChatConversations), counted from
 * the conversations visitors begin through the chat embed's public calls, over the one store.
 */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());
afterEach(() => {
  server.resetHandlers();
  setMockClock(null);
});

/** A visitor of the seed's "Support assistant" (chat 1) begins a conversation at `at`, and may leave an e-mail. */
async function visitor(at: string, email?: string): Promise<number> {
  setMockClock(() => new Date(at));
  const started = await call('POST', '/training/chat/1/public/conversation/', { token: null, body: {} });
  expect(started.status).toBe(201);
  const { uuid } = started.body as { uuid: string };
  if (email !== undefined) {
    const left = await call('POST', `/training/chat/1/public/conversation/${uuid}/lead/`, { token: null, body: { email } });
    expect(left.status).toBeLessThan(300);
  }
  return db.chatVisitors.find((v) => v._uuid === uuid)!.id;
}

async function statistics(query: string) {
  const answer = await call('GET', `/training/chat/1/statistics/?${query}`);
  return { status: answer.status, body: answer.body };
}

describe('chat statistics', () => {
  it('counts the conversations begun each day and those that left an e-mail, over the asked days', async () => {
    await visitor('2026-03-01T09:00:00Z', 'ada@example.com');
    await visitor('2026-03-01T18:30:00Z');
    await visitor('2026-03-03T08:00:00Z', 'grace@example.com');
    await visitor('2026-03-03T08:05:00Z', 'alan@example.com');
    await visitor('2026-02-20T10:00:00Z', 'early@example.com'); // before the range
    const answer = await statistics('date_from=2026-03-01&date_to=2026-03-03');
    expect(answer.status).toBe(200);
    const parsed = chatStatisticsSchema.parse(answer.body);
    expect(parsed.days).toEqual([
      { date: '2026-03-01', conversations: 2, leads: 1 },
      { date: '2026-03-02', conversations: 0, leads: 0 },
      { date: '2026-03-03', conversations: 2, leads: 2 },
    ]);
    expect(parsed).toMatchObject({ date_from: '2026-03-01', date_to: '2026-03-03' });
  });

  it('resolves a named period on the server’s today and counts only this chat', async () => {
    await visitor('2026-03-10T12:00:00Z', 'ada@example.com');
    db.chatVisitors.insert({ id: 9_999, _chatId: 2, _uuid: 'other-chat', created_at: '2026-03-10T12:00:00Z', _answeredAt: [], lead: null });
    setMockClock(() => new Date('2026-03-10T20:00:00Z'));
    const parsed = chatStatisticsSchema.parse((await statistics('period=last_7_days')).body);
    expect(parsed).toMatchObject({ date_from: '2026-03-04', date_to: '2026-03-10', today: '2026-03-10' });
    expect(parsed.days).toHaveLength(7);
    expect(parsed.days.at(-1)).toEqual({ date: '2026-03-10', conversations: 1, leads: 1 });
  });

  it('refuses a range that is not one, with the field that is wrong', async () => {
    expect(await statistics('period=forever')).toMatchObject({ status: 400 });
    expect(await statistics('date_from=2026-03-05&date_to=2026-03-01')).toMatchObject({ status: 400, body: { detail: { date_to: [expect.any(String)] } } });
    expect((await call('GET', '/training/chat/999/statistics/?period=last_7_days')).status).toBe(404);
  });

  it('a bulk delete of leads takes their conversations, and the statistics count what is left', async () => {
    const ada = await visitor('2026-03-01T09:00:00Z', 'ada@example.com');
    const grace = await visitor('2026-03-01T10:00:00Z', 'grace@example.com');
    await visitor('2026-03-01T11:00:00Z', 'alan@example.com');
    const deleted = await call('DELETE', '/training/chat/1/conversations/', { body: { ids: [ada, grace, 123_456] } });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect(db.chatVisitors.where((v) => v._chatId === 1).map((v) => v.lead?.email)).toEqual(['alan@example.com']);
    const parsed = chatStatisticsSchema.parse((await statistics('date_from=2026-03-01&date_to=2026-03-01')).body);
    expect(parsed.days).toEqual([{ date: '2026-03-01', conversations: 1, leads: 1 }]);
    expect((await call('DELETE', '/training/chat/1/conversations/', { body: { ids: [] } })).status).toBe(400);
  });
});
