import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { keepWorkOf } from '../api/client/identify';
import { setTabOwner } from '../api/client/storage';
import { anyOf, listOf, nullable, oneOf, optional, shape, wholeNumber } from './draftShapes';
import { createDraft, createDraftStore, text } from './draftStore';

const contact = shape({ name: text, email: text, phone: text });
const ada = { name: 'Ada', email: 'ada@example.com', phone: '555 0100' };

afterEach(() => setTabOwner(null));

describe('a draft store', () => {
  it('gives back what was written, typed by its schema', () => {
    const leads = createDraftStore('leadDrafts', contact);
    leads.write(7, ada);
    expect(leads.read(7)).toEqual(ada);
    expect(leads.read('7')).toEqual(ada);
    expect(leads.read(8)).toBeNull();
    expectTypeOf(leads.read(7)).toEqualTypeOf<{ name: string; email: string; phone: string } | null>();

    const settingsSchema = z.object({ subject: z.string(), on: z.boolean() });
    const settings = createDraftStore('integrationsDrafts', settingsSchema);
    settings.write('3', { subject: 'Thanks', on: true });
    expect(settings.read('3')).toEqual({ subject: 'Thanks', on: true });
    expectTypeOf(settings.read('3')).toEqualTypeOf<z.output<typeof settingsSchema> | null>();
  });

  it('reads a malformed or outdated entry as no draft, never throwing', () => {
    const leads = createDraftStore('leadDrafts', contact);
    localStorage.setItem('lf.leadDrafts', JSON.stringify({ '7': { name: 'Ada', email: 42, phone: '' }, '8': ada, '9': 'Ada' }));
    expect(leads.read(7)).toBeNull();
    expect(leads.read(9)).toBeNull();
    expect(leads.read(8)).toEqual(ada);
    expect(leads.read('toString')).toBeNull();
    localStorage.setItem('lf.leadDrafts', '{"7": {"name"');
    expect(leads.read(7)).toBeNull();
    localStorage.setItem('lf.leadDrafts', '[1, 2]');
    expect(leads.read(0)).toBeNull();

    const form = createDraftStore('formDrafts', z.object({ name: z.string().min(1) }));
    localStorage.setItem('lf.formDrafts', JSON.stringify({ new: { name: '' } }));
    expect(form.read('new')).toBeNull();

    const flow = createDraft('aiCreateDraft', shape({ post: text }));
    localStorage.setItem('lf.aiCreateDraft', '{"post": 1}');
    expect(flow.read()).toBeNull();
  });

  it("never gives a person another person's drafts on the same browser", () => {
    const leads = createDraftStore('leadDrafts', contact);
    keepWorkOf('1');
    leads.write(7, ada);
    keepWorkOf('2'); // another person signs in here
    expect(leads.read(7)).toBeNull();
    leads.write(7, { ...ada, name: 'Grace' });
    keepWorkOf('1'); // the first one is back: their draft, not the other's
    expect(leads.read(7)).toEqual(ada);

    // Another tab signs in as person 2, and this tab still works for person 1: each reads their own.
    keepWorkOf('2');
    expect(leads.read(7)).toEqual({ ...ada, name: 'Grace' });
    setTabOwner('1');
    expect(leads.read(7)).toEqual(ada);
  });

  it('clears one draft and leaves the others; the key goes with its last draft', () => {
    const leads = createDraftStore('leadDrafts', contact);
    leads.write(7, ada);
    leads.write(8, ada);
    leads.clear(7);
    expect(leads.read(7)).toBeNull();
    expect(leads.read(8)).toEqual(ada);
    leads.clear(8);
    expect(localStorage.getItem('lf.leadDrafts')).toBeNull();

    const flow = createDraft('aiCreateDraft', shape({ post: text }));
    flow.write({ post: 'A bakery' });
    expect(flow.read()).toEqual({ post: 'A bakery' });
    flow.clear();
    expect(flow.read()).toBeNull();
    expect(localStorage.getItem('lf.aiCreateDraft')).toBeNull();
  });

  it('takes a blank text as nothing typed', () => {
    const questions = createDraftStore('chatQuestions', text);
    questions.write(1, 'Do you deliver?');
    questions.write(1, '  ');
    expect(localStorage.getItem('lf.chatQuestions')).toBeNull();
    const email = createDraft('authEmail', text);
    email.write('owner@example.com');
    email.write('');
    expect(localStorage.getItem('lf.authEmail')).toBeNull();
  });

  it('reads a text kept before drafts were JSON (the typed e-mail) as that text', () => {
    localStorage.setItem('lf.authEmail', 'owner@example.com');
    expect(createDraft('authEmail', text).read()).toBe('owner@example.com');
  });

  it('keeps what is on screen when storage refuses a write', () => {
    const leads = createDraftStore('leadDrafts', contact);
    localStorage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => leads.write(7, ada)).not.toThrow();
  });
});

describe('draft shapes', () => {
  const source = anyOf(shape({ kind: oneOf('webpage'), url: text }), shape({ kind: oneOf('file'), id: nullable(wholeNumber) }));
  const chat = shape({ name: text, sources: listOf(source), color: optional(text) });

  it('accept what matches and drop what they do not name', () => {
    const value = { name: 'Help', sources: [{ kind: 'file', id: null, extra: 1 }, { kind: 'webpage', url: 'https://a.example' }] };
    expect(chat.safeParse(value)).toEqual({ success: true, data: { name: 'Help', sources: [{ kind: 'file', id: null }, value.sources[1]] } });
  });

  it('refuse a wrong kind, a wrong item or a missing field that is not optional', () => {
    expect(chat.safeParse({ name: 'Help', sources: [{ kind: 'text', url: 'x' }] }).success).toBe(false);
    expect(chat.safeParse({ name: 'Help', sources: [{ kind: 'file', id: 1.5 }] }).success).toBe(false);
    expect(chat.safeParse({ sources: [] }).success).toBe(false);
    expect(chat.safeParse({ name: 'Help', sources: [], color: 3 }).success).toBe(false);
    expect(chat.safeParse({ name: 'Help', sources: [] })).toEqual({ success: true, data: { name: 'Help', sources: [] } });
  });
});
