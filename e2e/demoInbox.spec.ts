import { expect, test } from '@playwright/test';

/*
 * Issue 31 item 10: AI creation needs a confirmed e-mail, and the demo now has the e-mail to confirm it with. A new
 * owner signs up, opens the demo inbox from the verify banner, follows the link of the verification e-mail, and is
 * back on My Forms with the banner gone and AI creation open. On the demo backend and on the HTTP one (whose build
 * sets VITE_DEMO_BACKEND, playwright.config.ts).
 */
test('a new owner confirms the e-mail from the demo inbox, and AI creation opens', async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['lf.tour.app', 'lf.tour.formStep1', 'lf.tour.formStep2', 'lf.tour.formStep3']) localStorage.setItem(key, 'true');
  });
  const email = `inbox.${Date.now()}@example.com`;
  await page.goto('./register');
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByLabel('E-mail').fill(email);
  await register.getByLabel('Password', { exact: true }).fill('a-good-secret');
  await register.getByLabel('Confirm password').fill('a-good-secret');
  await register.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The verify banner leads to the demo inbox, where the sign-up's e-mail is.
  const reminder = page.getByRole('status').filter({ hasText: `Please verify your e-mail address ${email}` });
  await reminder.getByRole('link', { name: 'Open the demo inbox' }).click();
  await expect(page).toHaveURL(/\/app\/demo\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo inbox' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`Confirm your e-mail address.*To: ${email.replace(/\./g, '\\.')}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your e-mail address' })).toBeVisible();

  // Its link confirms the address: back on My Forms, the success banner instead of the reminder.
  await page.getByRole('link', { name: 'Confirm my e-mail address' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();
  await expect(page.getByText(/Please verify your e-mail address/)).toHaveCount(0);

  // AI creation no longer asks to finish the registration: the first step is there.
  await page.goto('./forms/new/ai');
  await expect(page.getByRole('textbox', { name: /Your business, or a post about it/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish your registration first' })).toHaveCount(0);

  // A reload keeps it: the confirmation is the backend's, not the page's.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Your business, or a post about it/ })).toBeVisible();
  await expect(page.getByText(/Please verify your e-mail address/)).toHaveCount(0);
});
