import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../playwright.config';

/** Registers a new owner (the Free plan) and closes the welcome help; the app tour counts as seen. */
async function registerNewOwner(page: Page, password: string): Promise<string> {
  const email = `buyer.${Date.now()}@example.com`;
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await page.goto('./register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).first().click();
  await expect(help).toBeHidden();
  return email;
}

test('a Free owner buys the first paid plan through the demo provider and comes back to the new plan and credits', async ({ page }) => {
  await registerNewOwner(page, 'a-good-secret');
  await expect(page.getByText('0 of 100 credits used')).toBeAttached();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/\/app\/prices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const free = page.getByRole('region', { name: 'Free' });
  await expect(free.getByText('Current plan')).toBeVisible();

  // Buy: the checkout sends the browser to the provider, here the demo backend's own page.
  await page.getByRole('region', { name: 'Creator plan' }).getByRole('button', { name: 'Buy Creator plan' }).click();
  await expect(page).toHaveURL(/\/app\/checkout\/demo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for Creator plan' })).toBeVisible();
  await expect(page.getByText('Demo payment page')).toBeVisible();
  await expect(page.getByText(/no card is needed and nothing is charged/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay $19' }).click();

  // Back on the success page, with the plan's credits in the top bar.
  await expect(page).toHaveURL(/\/app\/checkout\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText('0 of 1,000 credits used')).toBeAttached();

  // The plans page shows the new plan as current, the others unavailable, and the billing portal.
  await page.goto('./prices');
  const creator = page.getByRole('region', { name: 'Creator plan' });
  await expect(creator.getByText('Current plan')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pro plan' }).getByRole('button', { name: 'Buy Pro plan' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();

  // It survives a reload (the store, or the HTTP backend, keeps the subscription).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Creator plan' }).getByText('Current plan')).toBeVisible();
});

/**
 * Signs in the identity-provider user of the seed, who has no password. The demo build has the stand-in
 * provider's dialog; a build on a real backend without a provider configured has no button, so the test takes
 * the same code exchange through the API and stores the tokens the way the app does.
 */
async function signInWithIdentityProvider(page: Page, projectName: string) {
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  if (projectName === 'demo') {
    await page.goto('./login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('dialog', { name: 'Demo sign-in provider' }).getByRole('button', { name: /Continue as/ }).click();
    await expect(page).toHaveURL(/\/app\/forms$/);
    return;
  }
  const answer = await page.request.post(`http://localhost:${e2ePorts.api}/api/v1/auth/login/google/`, { data: { code: 'e2e-code' } });
  expect(answer.status()).toBe(200);
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string };
  await page.goto('./login');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('lf.accessToken', access_token);
    localStorage.setItem('lf.refreshToken', refresh_token);
  }, tokens);
}

test('an owner without a password sets one, changes it, and deletes the account', async ({ page }, testInfo) => {
  await signInWithIdentityProvider(page, testInfo.project.name);
  await page.goto('./account');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // A first password: no current password is asked.
  await page.getByRole('button', { name: 'Set password' }).click();
  let dialog = page.getByRole('dialog', { name: 'Set password' });
  await expect(dialog.getByLabel(/^Current password/)).toHaveCount(0);
  await dialog.getByLabel(/^New password/).fill('first-secret-1');
  await dialog.getByLabel(/^Confirm new password/).fill('first-secret-1');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Now it is a change: a wrong current password is refused, the right one works.
  await page.getByRole('button', { name: 'Change password' }).click();
  dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill('not-it');
  await dialog.getByLabel(/^New password/).fill('second-secret-2');
  await dialog.getByLabel(/^Confirm new password/).fill('second-secret-2');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The current password is incorrect.');
  await dialog.getByLabel(/^Current password/).fill('first-secret-1');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Delete: only the exact phrase enables the button; then the account is gone and the owner is on /login.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByRole('textbox').fill('delete my acount');
  await expect(confirm.getByRole('button', { name: 'Delete my account' })).toHaveAttribute('aria-disabled', 'true');
  await confirm.getByRole('textbox').fill('delete my account');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('lf.accessToken'))).toBeNull();

  // The new password no longer signs in: the account does not exist.
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('E-mail').fill('google.user@example.com');
  await login.getByLabel('Password', { exact: true }).fill('second-secret-2');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid login credentials. Please check your username and password and try again');
});
