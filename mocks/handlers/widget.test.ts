import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { configureMockDelays } from '../config';
import { db, resetDb, seedForms, seedUsers } from '../db';
import { putOnPlan } from '../situations';
import { createMockServer } from '../node';
import { call, TEST_ORIGIN } from '../testing';
import { AI_ANSWER_LIMIT } from '../../src/domain/answerLimit';
import { TEXT_LIMITS } from '../../src/domain/limits';
import { ANSWER_ECHO_MAX_CHARS, answerFor, buildPrompt } from './widget';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());

const form = seedForms.published;
const values = { '#Field2': 'Bikes', '#Field3': 'Families', '#Field4': '< $1k' };
const visitor = { token: null };

async function startSession(formId: number = form): Promise<string> {
  const started = await call('POST', `/lead_forms/${formId}/session/`, { ...visitor, body: { device: 'test' } });
  expect(started.status).toBe(201);
  return (started.body as { uuid: string }).uuid;
}

/** The answer call's events, parsed line by line. */
async function answer(uuid: string, body: unknown = { values }, formId: number = form) {
  const response = await fetch(`${TEST_ORIGIN}/api/v1/lead_forms/${formId}/session/${uuid}/filling/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events = response.ok ? text.trim().split('\n').map((line) => JSON.parse(line) as { type: string; text?: string; truncated?: boolean }) : [];
  return { status: response.status, events, text: events.map((e) => e.text ?? '').join(''), body: response.ok ? null : (JSON.parse(text) as unknown) };
}

describe('widget calls', () => {
  it('sends the published form without the prompt or the owner data', async () => {
    const { status, body } = await call('GET', `/lead_forms/${form}/widget/`, visitor);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: form, header: 'Get a marketing plan in a minute', collect_lead_strategy: 'BEFORE' });
    const text = JSON.stringify(body);
    expect(text).not.toContain('aiPrompt');
    expect(text).not.toContain('one-page marketing plan for a business');
    expect(body).not.toHaveProperty('email_ai_answer_body');
    expect(body).not.toHaveProperty('leads_count');
  });

  it("shows the product's branding on a Free owner's form, never on a paid plan's", async () => {
    const branding = async () => ((await call('GET', `/lead_forms/${form}/widget/`, visitor)).body as { show_branding: unknown }).show_branding;
    expect(await branding()).toBe(true);
    for (const plan of ['paid', 'enterprise', 'lifetimeDeal'] as const) {
      putOnPlan(plan, seedUsers.demoOwner.id);
      expect(await branding(), plan).toBe(false);
    }
    putOnPlan('free', seedUsers.demoOwner.id);
    expect(await branding()).toBe(true);
  });

  it('answers 404 for an unpublished form, everywhere', async () => {
    expect((await call('GET', `/lead_forms/${seedForms.draftAfterAnswer}/widget/`, visitor)).status).toBe(404);
    expect((await call('POST', `/lead_forms/${seedForms.draftAfterAnswer}/session/`, { ...visitor, body: {} })).status).toBe(404);
  });

  it('counts a view in the form the owner sees', async () => {
    const before = db.forms.get(form)?.views ?? 0;
    expect(await call('POST', `/lead_forms/${form}/widget/views/increment/`, visitor)).toEqual({ status: 200, body: { views: before + 1 } });
  });

  it('builds the prompt from the stored form and the values, #Field1 never eating #Field10', () => {
    expect(buildPrompt('#Field1 and #Field10.', { '#Field1': 'one', '#Field10': 'ten' })).toBe('one and ten.');
    expect(buildPrompt('Keep #Field3', {})).toBe('Keep #Field3');
  });

  it('streams an answer built from the values, and a lead left after it is one of the owner\'s leads', async () => {
    const uuid = await startSession();
    const streamed = await answer(uuid);
    expect(streamed.events[0]).toMatchObject({ type: 'start' });
    expect(streamed.events.at(-1)).toEqual({ type: 'end', truncated: false });
    expect(streamed.text).toContain('- **What do you sell?** Bikes');

    const lead = await call('POST', `/lead_forms/${form}/session/${uuid}/lead/`, {
      ...visitor,
      body: { email: 'visitor@example.com', name: 'Vera', additional_lead_data: { utm_source: 'newsletter' } },
    });
    expect(lead).toMatchObject({ status: 201, body: { emailed: false } });

    const owners = await call('GET', `/lead_forms/${form}/session/?has_lead=true&page_size=50`);
    const found = (owners.body as { results: { lead: { email: string; field_values: Record<string, unknown>; ai_results: string[] } }[] }).results.find(
      (s) => s.lead.email === 'visitor@example.com',
    );
    expect(found?.lead.field_values).toMatchObject({ '#Field2': 'Bikes', utm_source: 'newsletter' });
    expect(found?.lead.ai_results[0]).toBe(streamed.text);
  });

  it('answers from the questions and the values, never with the private name or the owner\'s prompt', () => {
    const stored = db.forms.get(form)!;
    const text = answerFor(stored, values);
    expect(text.startsWith('## Get a marketing plan in a minute\n')).toBe(true);
    expect(text).toContain('- **Who are your customers?** Families');
    expect(text).toContain('*Bikes*');
    expect(text).not.toContain(stored.name);
    expect(text).not.toContain('marketing plan for a business');
    // No header: no heading at all, and still not the private name.
    const headerless = answerFor({ ...stored, header: '' }, values);
    expect(headerless.startsWith('Here is what we suggest')).toBe(true);
    expect(headerless).not.toContain(stored.name);
    // A prompt that is nothing but the owner's secret never shows, whatever the values.
    const secret = { ...stored, fields: { ...stored.fields, aiPrompt: 'You are a pastry chef. SECRET-RECIPE #Field2' } };
    expect(answerFor(secret, values)).not.toMatch(/pastry|SECRET/);
  });

  it('repeats a visitor\'s value only in part, and never answers past the AI answer limit', () => {
    const stored = db.forms.get(form)!;
    const hostile = '['.repeat(TEXT_LIMITS.visitorValue);
    const text = answerFor(stored, { '#Field2': hostile, '#Field3': `${'x'.repeat(500)}\n\n# forged heading` });
    expect(text.length).toBeLessThanOrEqual(AI_ANSWER_LIMIT);
    expect(text).not.toContain('['.repeat(ANSWER_ECHO_MAX_CHARS + 1));
    expect(text).not.toContain('\n# forged heading');
    const many = { ...stored, fields: { ...stored.fields, aiFields: Array.from({ length: 400 }, (_, n) => ({ type: 'TextInputField' as const, fieldRef: `#Field${n}`, title: 'T'.repeat(200), description: '', required: true })) } };
    const long = answerFor(many, Object.fromEntries(Array.from({ length: 400 }, (_, n) => [`#Field${n}`, 'v'.repeat(2_000)])));
    expect(long.length).toBe(AI_ANSWER_LIMIT);
  });

  it('refuses missing or foreign values with field errors, and bad contact data', async () => {
    const uuid = await startSession();
    const bad = await answer(uuid, { values: { '#Field2': '', '#Field4': 'a million' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: { '#Field2': ['This field is required.'], '#Field3': ['This field is required.'], '#Field4': [expect.stringContaining('Must be one of')] } });
    const lead = await call('POST', `/lead_forms/${form}/session/${uuid}/lead/`, { ...visitor, body: { email: 'nope', phone: '12' } });
    expect(lead).toMatchObject({ status: 400, body: { detail: { email: ['Enter a valid email address.'], phone: ['Enter a valid phone number.'] } } });
  });

  it('refuses answers, contact data and extra data over their limits (src/domain/limits.ts)', async () => {
    const uuid = await startSession();
    const long = await answer(uuid, { values: { ...values, '#Field2': 'x'.repeat(TEXT_LIMITS.visitorValue + 1) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ detail: { 'values.#Field2': [expect.any(String)] } });
    const tooManyChoices = await answer(uuid, { values: { ...values, '#Field3': Array.from({ length: TEXT_LIMITS.visitorChoices + 1 }, () => 'a') } });
    expect(tooManyChoices.status).toBe(400);
    expect((await answer(uuid, { values: { ...values, '#Field2': 'x'.repeat(TEXT_LIMITS.visitorValue) } })).status).toBe(200);

    const lead = (body: Record<string, unknown>) => call('POST', `/lead_forms/${form}/session/${uuid}/lead/`, { ...visitor, body: { email: 'v@example.com', ...body } });
    expect(await lead({ name: 'n'.repeat(TEXT_LIMITS.leadName + 1) })).toMatchObject({ status: 400, body: { detail: { name: [expect.any(String)] } } });
    expect(await lead({ email: `${'e'.repeat(TEXT_LIMITS.leadEmail)}@example.com` })).toMatchObject({ status: 400, body: { detail: { email: [expect.any(String)] } } });
    expect(await lead({ phone: '1'.repeat(TEXT_LIMITS.leadPhone + 1) })).toMatchObject({ status: 400, body: { detail: { phone: [expect.any(String)] } } });
    const manyKeys = Object.fromEntries(Array.from({ length: TEXT_LIMITS.extraDataCount + 1 }, (_, n) => [`utm_${n}`, 'x']));
    expect(await lead({ additional_lead_data: manyKeys })).toMatchObject({ status: 400, body: { detail: { additional_lead_data: [expect.any(String)] } } });
    expect((await lead({ additional_lead_data: { utm_source: 'x'.repeat(TEXT_LIMITS.extraDataValue + 1) } })).status).toBe(400);
    expect((await lead({ name: 'n'.repeat(TEXT_LIMITS.leadName), additional_lead_data: { utm_source: 'x'.repeat(TEXT_LIMITS.extraDataValue) } })).status).toBe(201);
  });

  it('e-mail strategy: sends only the shown part until the lead is given, then e-mails the rest', async () => {
    const emailForm = seedForms.miniPageEmailAnswer;
    const uuid = await startSession(emailForm);
    const shown = await answer(uuid, { values: { '#Field2': 'Run 10k', '#Field3': '3' } }, emailForm);
    expect(shown.events.at(-1)).toEqual({ type: 'end', truncated: true });
    const full = db.sessions.find((s) => s._uuid === uuid)?.filling?.full_answer as string;
    expect(shown.text.length).toBeLessThan(full.length / 2);
    expect(full.startsWith(shown.text)).toBe(true);
    const lead = await call('POST', `/lead_forms/${emailForm}/session/${uuid}/lead/`, { ...visitor, body: { email: 'runner@example.com', additional_lead_data: {} } });
    expect(lead).toMatchObject({ status: 201, body: { emailed: true } });
    // The demo inbox of the owner holds what the backend sent: the whole answer to the visitor, the lead to the lead address.
    const inbox = (await call('GET', '/demo/inbox/')).body as { kind: string; to: string; body: string; link: string }[];
    expect(inbox.find((e) => e.kind === 'ai_answer')).toMatchObject({ to: 'runner@example.com', link: `/forms/share/${emailForm}` });
    expect(inbox.find((e) => e.kind === 'ai_answer')?.body).toContain(full);
    expect(inbox.find((e) => e.kind === 'lead')).toMatchObject({ to: 'coach@example.com', link: `/forms/results/${emailForm}` });
    expect(inbox.find((e) => e.kind === 'lead')?.body).toContain('E-mail: runner@example.com');
  });

  it("the owner's lead e-mail is in the language the owner last signed in with, not the visitor's", async () => {
    await call('POST', '/auth/login/', { token: null, language: 'es-ES', body: { email: seedUsers.demoOwner.email, password: seedUsers.demoOwner.password } });
    const emailForm = seedForms.miniPageEmailAnswer;
    const uuid = await startSession(emailForm);
    await answer(uuid, { values: { '#Field2': 'Run 10k', '#Field3': '3' } }, emailForm);
    await call('POST', `/lead_forms/${emailForm}/session/${uuid}/lead/`, { ...visitor, language: 'ru', body: { email: 'runner@example.com', additional_lead_data: {} } });
    const inbox = (await call('GET', '/demo/inbox/')).body as { kind: string; subject: string; body: string }[];
    const lead = inbox.find((e) => e.kind === 'lead');
    expect(lead?.subject).toMatch(/^Nuevo lead: /);
    expect(lead?.body).toContain('Correo: runner@example.com');
  });

  it('Stop: the visitor aborting the answer stops the generation, and what was sent is saved as stopped', async () => {
    configureMockDelays({ token: 20 });
    onTestFinished(() => configureMockDelays({ token: 0 }));
    const uuid = await startSession();
    const controller = new AbortController();
    const response = await fetch(`${TEST_ORIGIN}/api/v1/lead_forms/${form}/session/${uuid}/filling/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ values }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    // Stop, as the widget does it: abort the request and cancel the body being read.
    controller.abort();
    void reader.cancel().catch(() => undefined);
    await expect.poll(() => db.sessions.find((s) => s._uuid === uuid)?.filling?.stopped).toBe(true);
    const saved = db.sessions.find((s) => s._uuid === uuid)?.filling?.ai_results[0] ?? '';
    expect(saved.length).toBeLessThan(50);
  });

  it('refuses the answer when the owner\'s credits are used up', async () => {
    db.usage.update(1, { used_credits: 100 });
    const uuid = await startSession();
    const refused = await answer(uuid);
    expect(refused).toMatchObject({ status: 402, body: { code: 'not_enough_credits' } });
  });
});
