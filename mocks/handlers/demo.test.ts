import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb, seedUsers } from '../db';
import { createMockServer } from '../node';
import { call } from '../testing';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());

type Email = { kind: string; to: string; subject: string; link: string | null };
const inbox = async (token?: string) => (await call('GET', '/demo/inbox/', { token })).body as Email[];
const tokenOf = (link: string | null) => decodeURIComponent(link?.split('/').at(-1) ?? '');

describe('the demo inbox', () => {
  it('a new owner gets the verification e-mail, and its link confirms the address without signing in', async () => {
    const signUp = await call('POST', '/auth/register/', { token: null, body: { email: 'new@example.com', password: 'secret-123' } });
    const access = (signUp.body as { access_token: string }).access_token;
    const [email, ...others] = await inbox(access);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ kind: 'verification', to: 'new@example.com' });
    expect(email?.link).toMatch(/^\/demo\/verify-email\/[\w-]+$/);

    expect(await call('POST', '/demo/verify-email/', { token: null, body: { token: tokenOf(email?.link ?? null) } })).toMatchObject({ status: 200 });
    expect(((await call('GET', '/auth/user/', { token: access })).body as { is_email_verified: boolean }).is_email_verified).toBe(true);
  });

  it("writes the owner's e-mails in the language they signed up or last signed in with", async () => {
    const signUp = await call('POST', '/auth/register/', { token: null, language: 'ru-RU,ru;q=0.9', body: { email: 'ru@example.com', password: 'secret-123' } });
    const access = (signUp.body as { access_token: string }).access_token;
    expect((await inbox(access))[0]).toMatchObject({ kind: 'verification', subject: 'Подтвердите адрес электронной почты' });

    await call('POST', '/auth/login/', { token: null, language: 'es', body: { email: 'ru@example.com', password: 'secret-123' } });
    expect(db.users.find((u) => u.email === 'ru@example.com')?._language).toBe('es');
    await call('POST', '/auth/login/', { token: null, language: 'de-DE', body: { email: 'ru@example.com', password: 'secret-123' } });
    expect(db.users.find((u) => u.email === 'ru@example.com')?._language).toBe('en');
  });

  it('a resent e-mail has a new link: only the newest confirms, an unknown token is refused', async () => {
    const seeded = (await inbox())[0];
    expect(await call('POST', '/auth/verify-email/')).toMatchObject({ status: 200 });
    const [newest] = await inbox();
    expect(newest?.link).not.toBe(seeded?.link);
    expect(await call('POST', '/demo/verify-email/', { token: null, body: { token: tokenOf(seeded?.link ?? null) } })).toMatchObject({
      status: 400,
      body: { code: 'invalid_token' },
    });
    expect(await call('POST', '/demo/verify-email/', { token: null, body: { token: '' } })).toMatchObject({ status: 400 });
    expect(db.users.get(seedUsers.demoOwner.id)?.is_email_verified).toBe(false);
    expect(await call('POST', '/demo/verify-email/', { token: null, body: { token: tokenOf(newest?.link ?? null) } })).toMatchObject({ status: 200 });
    expect(db.users.get(seedUsers.demoOwner.id)?.is_email_verified).toBe(true);
  });

  it("lists only the signed-in owner's e-mails, and only signed in", async () => {
    expect((await inbox()).map((e) => e.to)).toEqual(['demo@example.com']);
    expect(await inbox('pro-access-token')).toEqual([]);
    expect(await call('GET', '/demo/inbox/', { token: null })).toMatchObject({ status: 401 });
  });

  it('gives owners the demo connector page as their invite link, on the origin of the app that asks', async () => {
    const user = (await call('GET', '/auth/user/')).body as { zapier_invite_link: string };
    expect(user.zapier_invite_link).toBe('http://api.test/app/demo/connector');
    const signUp = await call('POST', '/auth/register/', { token: null, body: { email: 'other@example.com', password: 'secret-123' } });
    const access = (signUp.body as { access_token: string }).access_token;
    expect(((await call('GET', '/auth/user/', { token: access })).body as { zapier_invite_link: string }).zapier_invite_link).toBe(
      'http://api.test/app/demo/connector',
    );
  });
});
