import { expect, test } from '@playwright/test';

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
  await page.goto('./login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill('pro@example.com');
  await form.getByLabel('Password', { exact: true }).fill('demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  await expect(page.getByText(/credits used/i)).toBeAttached();

  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((origin) => origin !== appOrigin)).toBe(true);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller))).toBe(false);

  await page.reload();
  await expect(page).toHaveURL(/\/app\/forms$/);
  await expect(page.getByText(/credits used/i)).toBeAttached();
});
