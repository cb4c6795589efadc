import { expect, test, type Page } from '@playwright/test';
import { e2ePorts } from '../playwright.config';

/*
 * The fastest way to a form: a new owner starts from the empty My Forms, is told to confirm the e-mail first,
 * describes a bakery, picks an idea, sees the price, waits through the generation and lands in the editor with a
 * form whose prompt uses its generated questions. On the demo backend and on the HTTP one.
 */

/**
 * The demo cannot send the verification e-mail; its backend has a call that stands for opening the link in it
 * (docs/mock-backend.md). Made from the page, so it reaches the backend the app talks to in either mode.
 */
async function openVerificationLink(page: Page, projectName: string) {
  const api = projectName === 'http' ? `http://localhost:${e2ePorts.api}` : '';
  const status = await page.evaluate(async (base) => {
    const token = localStorage.getItem('lf.accessToken');
    const response = await fetch(`${base}/api/v1/demo/open-verification-link/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    return response.status;
  }, api);
  expect(status).toBe(200);
}

test('a new owner goes from the empty My Forms to the editor with an AI-generated form whose prompt uses its fields', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // The guided tours are not what this journey is about.
  await page.addInitScript(() => {
    for (const key of ['lf.tour.app', 'lf.tour.formStep1', 'lf.tour.formStep2', 'lf.tour.formStep3']) localStorage.setItem(key, 'true');
  });
  await page.goto('./register');
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByLabel('E-mail').fill(`bakery.${Date.now()}@example.com`);
  await register.getByLabel('Password', { exact: true }).fill('a-good-secret');
  await register.getByLabel('Confirm password').fill('a-good-secret');
  await register.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The empty My Forms offers both ways.
  await expect(page.getByRole('heading', { name: 'Create your first form' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Build by hand' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Create with AI' }).first().click();
  await expect(page).toHaveURL(/\/app\/forms\/new\/ai$/);

  // A new account has not confirmed its e-mail yet: the screen says so instead of the flow.
  await expect(page.getByRole('heading', { name: 'Finish your registration first' })).toBeVisible();
  await openVerificationLink(page, testInfo.project.name);
  await page.reload();

  // Step 1: describe the business.
  await page.getByRole('textbox', { name: /Your business, or a post about it/ }).fill('We are a family bakery in Lisbon making birthday and wedding cakes.');
  await page.getByRole('button', { name: 'Generate 5 ideas' }).click();

  // Step 2: five bakery ideas and the owner's own; the price before confirming.
  const ideas = page.getByRole('radiogroup', { name: 'Choose an idea' });
  await expect(ideas.getByRole('radio')).toHaveCount(6, { timeout: 20_000 });
  await expect(page.getByText('Credits needed to create the form: 5.')).toBeVisible();
  await expect(page.getByText('Credits left this month: 100.')).toBeVisible();
  await ideas.getByText('Cake price calculator').click();
  await expect(ideas.getByRole('radio', { name: 'Cake price calculator' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate the form · 5 credits' }).click();

  // Step 3: the demo backend takes a few seconds, like the real one (the HTTP one answers at once in tests).
  if (testInfo.project.name === 'demo') {
    await expect(page.getByRole('heading', { name: 'Generating your form' })).toBeVisible();
    await expect(page.getByText(/Keep this page open/)).toBeVisible();
  }

  // The editor's Fields step, with the notice of what was generated.
  await expect(page).toHaveURL(/\/app\/forms\/\d+\?step=fields$/, { timeout: 30_000 });
  await expect(page.getByText('Generated with AI')).toBeVisible();
  await expect(page.getByText(/From the idea “Cake price calculator/)).toContainText('the questions (4)');
  await expect(page.getByRole('heading', { level: 1, name: 'Cake price calculator' })).toBeVisible();
  const titles = ['What is the occasion?', 'How many guests?', 'Which flavours do you like?', 'Any dietary needs?'];
  for (const title of titles) await expect(page.locator(`input[value="${title}"]`)).toBeVisible();

  // The AI Settings step: the prompt mentions every generated field (shown by its title).
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=ai/);
  const prompt = page.getByRole('textbox', { name: 'AI prompt' });
  for (const title of titles) await expect(prompt).toContainText(title);
  await expect(page.getByRole('textbox', { name: /Generate button/ })).toHaveValue('Calculate');

  // The credits were spent: 5 of 100.
  await expect(page.getByText(/(^|\D)5 \/ 100/).first()).toBeVisible();
});
