import { describe, expect, it } from 'vitest';
import type { WidgetModel } from '../domain/widgetModel';
import { translator } from './i18n';
import { askedContacts, initialState, leadStrategy, redirectTarget, reduce, savedPart, type WidgetEvent, type WidgetState } from './state';

const t = translator('en');
const run = (state: WidgetState, ...events: WidgetEvent[]) => events.reduce(reduce, state);
const fresh = initialState(null);

const model = (over: Partial<WidgetModel> = {}, fields: Partial<WidgetModel['fields']> = {}) =>
  ({
    collect_lead_strategy: 'AFTER',
    ...over,
    fields: { aiFields: [{ type: 'TextInputField', fieldRef: '#Field1', title: 'Product', required: true }], leadsFields: [], ...fields },
  }) as unknown as WidgetModel;

describe("the widget's state", () => {
  it('starts a new visitor with nothing typed and no answer', () => {
    expect(fresh).toMatchObject({ lead: false, values: {}, answer: '', phase: 'idle', finished: false, busy: false, note: null, errors: {} });
    expect(fresh.contact).toEqual({ email: '', phone: '', name: '' });
  });

  it('takes a returning visitor back to where they were: a kept answer is complete, and with the lead the form is finished', () => {
    const saved = { session: 's1', lead: true, values: { '#Field1': 'shoes' }, answer: 'Hi', truncated: false, emailed: true };
    const back = initialState(saved);
    expect(back).toMatchObject({ ...saved, phase: 'done', finished: true });
    expect(savedPart(back)).toEqual(saved);
    expect(initialState({ ...saved, answer: '' })).toMatchObject({ phase: 'idle', finished: false });
    expect(initialState({ ...saved, lead: false })).toMatchObject({ phase: 'done', finished: false });
  });

  it('keeps what the visitor types and chooses, without touching the rest', () => {
    const typed = run(fresh, { type: 'value', ref: '#Field1', value: 'shoes' }, { type: 'value', ref: '#Field2', value: ['a', 'b'] }, { type: 'contact', key: 'email', value: 'a@b.co' });
    expect(typed.values).toEqual({ '#Field1': 'shoes', '#Field2': ['a', 'b'] });
    expect(typed.contact.email).toBe('a@b.co');
    expect(fresh.values).toEqual({});
    expect(fresh.contact.email).toBe('');
  });

  it('streams an answer piece by piece and ends it, truncated or not', () => {
    const asked = run({ ...fresh, note: 'network', truncated: true }, { type: 'ask', more: false });
    expect(asked).toMatchObject({ phase: 'streaming', note: null, truncated: false, answer: '' });
    const streamed = run(asked, { type: 'start', filling_id: 7 }, { type: 'token', text: 'Hel' }, { type: 'token', text: 'lo' });
    expect(streamed).toMatchObject({ phase: 'streaming', answer: 'Hello' });
    expect(run(streamed, { type: 'end', truncated: true })).toMatchObject({ phase: 'done', truncated: true, answer: 'Hello' });
  });

  it('appends Generate more after a rule, and starts afresh without an answer', () => {
    expect(run({ ...fresh, answer: 'One', phase: 'done' }, { type: 'ask', more: true }).answer).toBe('One\n\n---\n\n');
    expect(run({ ...fresh, answer: 'One', phase: 'done' }, { type: 'ask', more: false }).answer).toBe('');
    expect(run(fresh, { type: 'ask', more: true }).answer).toBe('');
  });

  it('keeps what arrived when the visitor stops or the answer fails, and says why', () => {
    const streaming = run(fresh, { type: 'ask', more: false }, { type: 'token', text: 'Part' });
    expect(run(streaming, { type: 'error', code: null })).toMatchObject({ phase: 'stopped', note: 'stopped', answer: 'Part' });
    expect(run(streaming, { type: 'error', code: 'not_enough_credits' })).toMatchObject({ phase: 'failed', note: 'not_enough_credits', answer: 'Part' });
  });

  it("shows the fields' check, and keeps an earlier lead note; the lead form's check drops it", () => {
    const noted = { ...fresh, note: 'network' as const, errors: { '#Field9': 'old' } };
    expect(run(noted, { type: 'checked', errors: { '#Field1': 'Product is a required field' } })).toMatchObject({ errors: { '#Field1': 'Product is a required field' }, note: 'network' });
    expect(run(noted, { type: 'leadChecked', errors: {} })).toMatchObject({ errors: {}, note: null });
  });

  it("goes back from streaming when the server refuses the fields' values: done with an earlier answer, else idle", () => {
    const refused = { type: 'refused', errors: { '#Field1': 'Too long' } } as const;
    expect(run(fresh, { type: 'ask', more: false }, refused)).toMatchObject({ phase: 'idle', errors: { '#Field1': 'Too long' } });
    expect(run({ ...fresh, answer: 'One' }, { type: 'ask', more: true }, refused).phase).toBe('done');
  });

  it('sends the lead: busy on its way, then finished unless the answer comes after it (BEFORE)', () => {
    const sending = run(fresh, { type: 'sending' });
    expect(sending.busy).toBe(true);
    expect(run(sending, { type: 'sent', emailed: true, strategy: 'AFTER' })).toMatchObject({ busy: false, lead: true, emailed: true, finished: true });
    expect(run(sending, { type: 'sent', emailed: false, strategy: 'BEFORE' })).toMatchObject({ busy: false, lead: true, finished: false });
  });

  it("keeps the lead form when it is not sent: the server's messages, or the note saying why", () => {
    const sending = run(fresh, { type: 'contact', key: 'email', value: 'a@b.co' }, { type: 'sending' });
    expect(run(sending, { type: 'notSent', errors: { email: 'Email is not valid' }, note: null })).toMatchObject({ busy: false, lead: false, errors: { email: 'Email is not valid' }, contact: { email: 'a@b.co' } });
    expect(run(sending, { type: 'notSent', errors: {}, note: 'network' })).toMatchObject({ busy: false, note: 'network' });
  });

  it('starts over: fields, answer and messages cleared; the lead, the session and the contact kept', () => {
    const busy = { ...fresh, session: 's1', lead: true, emailed: true, values: { '#Field1': 'x' }, answer: 'A', phase: 'failed' as const, note: 'network' as const, truncated: true, finished: true, errors: { fx: 'No' } };
    expect(run(busy, { type: 'reset' })).toEqual({ ...busy, values: {}, answer: '', phase: 'idle', note: null, truncated: false, finished: false, errors: {} });
  });

  it('remembers the session', () => {
    expect(run(fresh, { type: 'session', session: 'abc' }).session).toBe('abc');
  });
});

describe('what the model asks', () => {
  it('has no lead form when leads are off, else the owner’s strategy', () => {
    expect(leadStrategy(model({ collect_lead_strategy: 'EMAIL' }))).toBe('EMAIL');
    expect(leadStrategy(model({ collect_lead_strategy: 'BEFORE' }, { enableLeads: false }))).toBe('DISABLED');
  });

  it('asks the configured contacts in e-mail, phone, name order, else the e-mail alone', () => {
    expect(askedContacts(model(), t)).toEqual([{ key: 'email', title: 'E-mail', required: true }]);
    const leadsFields = [
      { type: 'TextInputField', fieldRef: '#name', title: 'Your name', required: false },
      { type: 'TextInputField', fieldRef: '#phone', title: '', required: true },
      { type: 'TextInputField', fieldRef: '#email', title: 'Mail', enabled: false },
    ] as WidgetModel['fields']['leadsFields'];
    expect(askedContacts(model({}, { leadsFields }), t)).toEqual([
      { key: 'phone', title: 'Phone', required: true },
      { key: 'name', title: 'Your name', required: false },
    ]);
  });

  it('redirects to the owner’s http(s) address only, with the answers by title', () => {
    expect(redirectTarget(model({ redirect_url: 'https://shop.example/next?a=1' }), { '#Field1': 'red shoes' })).toBe('https://shop.example/next?a=1&Product=red+shoes');
    expect(redirectTarget(model({ redirect_url: 'javascript:alert(1)' }), {})).toBeNull();
    expect(redirectTarget(model(), {})).toBeNull();
  });
});
