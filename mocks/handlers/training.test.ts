import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb, seedForms } from '../db';
import { createMockServer } from '../node';
import { call } from '../testing';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());

describe('chats', () => {
  it('creates, adds and removes sources, refuses duplicates, deletes with 204', async () => {
    const created = await call('POST', '/training/chat/', { body: { name: 'New chat', sources: [{ kind: 'text', text: 'Hello' }] } });
    expect(created).toMatchObject({ status: 201, body: { name: 'New chat', sources: [{ kind: 'text', id: 7 }] } });
    const id = (created.body as { id: number }).id;
    const added = await call('POST', `/training/chat/${id}/sources/`, { body: { kind: 'webpage', url: 'https://a.example/' } });
    expect(added).toMatchObject({ status: 201, body: { id: 8, kind: 'webpage' } });
    const again = await call('POST', `/training/chat/${id}/sources/`, { body: { kind: 'webpage', url: 'https://a.example/' } });
    expect(again).toEqual({ status: 400, body: { detail: { url: ['Duplicate URL'] } } });
    expect((await call('GET', `/training/chat/${id}/sources/`)).body).toHaveLength(2);
    expect((await call('DELETE', `/training/chat/${id}/sources/8/`)).status).toBe(204);
    expect((await call('DELETE', `/training/chat/${id}/`)).status).toBe(204);
    expect((await call('GET', `/training/chat/${id}/`)).status).toBe(404);
  });

  it('lists chats paged and the history oldest first', async () => {
    expect((await call('GET', '/training/chat/?page=1&page_size=1')).body).toMatchObject({ count: 2, next: expect.any(String) });
    const history = await call('GET', '/training/chat/1/history/');
    expect((history.body as { results: { role: string }[] }).results.map((m) => m.role)).toEqual(['user', 'assistant']);
  });
});

describe('uploads and design images', () => {
  it('uploads a file (201, processing), refuses the same name, deletes with 204', async () => {
    const form = new FormData();
    form.append('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    form.append('title', 'Notes');
    const uploaded = await call('POST', '/training/upload/', { body: form });
    expect(uploaded).toMatchObject({ status: 201, body: { name: 'notes.txt', title: 'Notes', size: 5, status: 'processing' } });
    const again = new FormData();
    again.append('file', new File(['x'], 'notes.txt'));
    expect((await call('POST', '/training/upload/', { body: again })).status).toBe(400);
    expect((await call('GET', '/training/upload/?page_size=0')).body).toEqual({ count: 4 });
    expect((await call('DELETE', `/training/upload/${(uploaded.body as { id: number }).id}/`)).status).toBe(204);
  });

  it('stores a design image of a form and deletes it with 204', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    const uploaded = await call('POST', `/lead_forms/${seedForms.published}/design_image/`, { body: form });
    expect(uploaded).toMatchObject({ status: 201, body: { url: expect.stringMatching(/^data:image\/png;base64,/) } });
    const id = (uploaded.body as { id: number }).id;
    expect((await call('DELETE', `/lead_forms/${seedForms.draftAfterAnswer}/design_image/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/lead_forms/${seedForms.published}/design_image/${id}`)).status).toBe(204);
    expect(db.designImages.get(id)).toBeUndefined();
  });
});

describe('statistics', () => {
  it('answers one day per date, counting the seeded sessions and leads', async () => {
    const { status, body } = await call('GET', `/lead_forms/${seedForms.published}/statistics/?date_from=2026-01-08&date_to=2026-01-15`);
    expect(status).toBe(200);
    const days = (body as { days: { sessions: number; leads: number }[] }).days;
    expect(days).toHaveLength(8);
    expect(days.reduce((n, d) => n + d.sessions, 0)).toBe(8);
    expect((await call('GET', `/lead_forms/${seedForms.published}/statistics/?date_from=bad&date_to=2026-01-15`)).status).toBe(400);
  });
});
