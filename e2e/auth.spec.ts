import { expect, test, type Page } from '@playwright/test';

/** Logs out through the account menu (the avatar button opens it). */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' });

test('a new owner registers, gets the welcome help, logs out, and logs in back to the page they asked for', async ({ page }) => {
  const email = `owner.${Date.now()}@example.com`;
  await page.goto('./register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a-good-secret');
  await form.getByLabel('Confirm password').fill('a-good-secret');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Successfully registered')).toBeVisible();

  // My Forms with the welcome help open.
  await expect(page).toHaveURL(/\/app\/forms$/);
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).first().click();
  await expect(help).toBeHidden();
  // The app tour starts on the first visit of My Forms; close it.
  const tour = page.getByRole('dialog').filter({ hasText: 'All your AI forms live here' });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();

  await logOut(page);
  await expect(page).toHaveURL(/\/app\/login$/);

  // A protected page sends the guest to log in, remembering where they were going.
  await page.goto('./prices');
  await expect(page).toHaveURL(/\/app\/login$/);
  await loginForm(page).getByLabel('E-mail').fill(email);
  // A reload mid-typing keeps the e-mail (never the password).
  await loginForm(page).getByLabel('Password', { exact: true }).fill('a-good-secret');
  await page.reload();
  await expect(loginForm(page).getByLabel('E-mail')).toHaveValue(email);
  await expect(loginForm(page).getByLabel('Password', { exact: true })).toHaveValue('');
  await loginForm(page).getByLabel('Password', { exact: true }).fill('a-good-secret');
  await loginForm(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/prices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
});

test('an expired access token is refreshed silently mid-session', async ({ page }) => {
  // The app tour was seen before; it is not what this test is about.
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await page.goto('./login');
  await loginForm(page).getByLabel('E-mail').fill('pro@example.com');
  await loginForm(page).getByLabel('Password', { exact: true }).fill('demo1234');
  await loginForm(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  await expect(page.getByText(/credits used/i)).toBeAttached();

  // The access token expires while the page is open; the refresh token is still good.
  const before = await page.evaluate(() => localStorage.getItem('lf.accessToken'));
  await page.evaluate(() => localStorage.setItem('lf.accessToken', 'expired-access-token'));
  const refreshed = page.waitForResponse((r) => r.url().includes('/auth/token/refresh/') && r.status() === 200);

  // The next calls (the usage poll, a page's data) get 401, one refresh runs, they are retried.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rewards' }).click();
  await refreshed;
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lf.accessToken')))
    .not.toMatch(/^(expired-access-token)$/);
  const after = await page.evaluate(() => localStorage.getItem('lf.accessToken'));
  expect(after).not.toBe(before);
  await expect(page).toHaveURL(/\/app\/rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByText(/credits used/i)).toBeAttached();
});
