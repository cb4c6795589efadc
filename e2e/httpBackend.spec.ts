import { expect, test } from '@playwright/test';
import { USAGE_POLL_INTERVAL_MS } from '../src/domain/constants';
import { signIn } from './signIn';

/*
 * The production build on one origin talking to the HTTP demo backend on another: nothing goes through a
 * service worker, every API call crosses origins (with its preflight), and sign-in survives a reload.
 */
test('the production build signs in against the backend on another origin, without a service worker', { tag: '@http-only' }, async ({ page, baseURL }) => {
  const appOrigin = new URL(baseURL!).origin;
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) apiCalls.push(new URL(request.url()).origin);
  });
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await signIn(page, 'pro@example.com');
  await expect(page.getByText(/credits used/i)).toBeAttached();

  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((origin) => origin !== appOrigin)).toBe(true);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller))).toBe(false);
  // The first visit's own list call is over before the calls of the next visit are counted (on a busy machine it was
  // still to be sent when the credits showed, and the reload below cut it off: counted as a second ask).
  await expect(page.getByRole('table', { name: 'All forms' })).toBeVisible();

  // Opened again with the stored session, the page sends its first calls while its code loads (here My Forms' code
  // arrives only once the list has been asked for: a page that asked for it only from that code would never show
  // its table), and the screens take those answers: each is asked for once.
  const gets: Array<{ call: string; at: number }> = [];
  let formsCodeIn = false;
  let listAskedBeforeCode: boolean | undefined;
  let listAsked = () => {};
  const listAskedForms = new Promise<void>((resolve) => (listAsked = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/v1/')) return;
    gets.push({ call: `${url.pathname}${url.search}`, at: Date.now() });
    if (url.pathname !== '/api/v1/lead_forms/') return;
    listAskedBeforeCode ??= !formsCodeIn;
    listAsked();
  });
  await page.route(/\/assets\/forms-[\w-]+\.js$/, async (route) => {
    await listAskedForms;
    formsCodeIn = true;
    await route.continue();
  });
  // On a phone's slower CPU the app's parts mount further apart: the ones that want the same answer share it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.reload();
  await expect(page).toHaveURL(/\/app\/forms$/);
  await expect(page.getByText(/credits used/i)).toBeAttached();
  await expect(page.getByRole('table', { name: 'All forms' })).toBeVisible();
  // Within one usage poll of the first request: on a slow machine the credits' poll may already have asked again.
  const start = gets[0]?.at ?? 0;
  const early = gets.filter(({ at }) => at < start + USAGE_POLL_INTERVAL_MS).map(({ call }) => call);
  for (const call of ['/api/v1/auth/user/', '/api/v1/subscription/usage/', '/api/v1/lead_forms/?page=1&page_size=10']) {
    expect(early.filter((sent) => sent === call), call).toHaveLength(1);
  }
  expect(listAskedBeforeCode).toBe(true);
});
