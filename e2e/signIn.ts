import { expect, type Page } from '@playwright/test';

/** Signs in on the login page as a seed owner (every seed password is demo1234) and waits for My Forms. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('./login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('demo1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
}
