import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './signIn';

/*
 * The owner's main journey, on the demo backend and on the HTTP one: sign up, build a form by hand (fields added
 * and reordered with the keyboard alone), write the prompt with a # mention, choose how leads are collected,
 * customise, publish, open the share link as a visitor, fill the widget and leave a lead, and find that lead
 * counted on My Forms.
 */

/** A guided tour opens on the first visit of a page or step; Escape closes it. */
async function closeTour(page: Page, text: string | RegExp) {
  const tour = page.getByRole('dialog').filter({ hasText: text });
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
}

/** Focuses an element and presses keys: everything after the first focus is done by keyboard only. */
async function pressOn(target: Locator, ...keys: string[]) {
  await target.focus();
  for (const key of keys) await target.page().keyboard.press(key);
}

const fieldList = (page: Page) => page.getByRole('list', { name: 'Fields' });

test('an owner builds a form by hand, publishes it, a visitor leaves a lead, and My Forms counts it', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `builder.${Date.now()}@example.com`;
  const formName = `Training plan ${Date.now()}`;

  // Sign up: My Forms opens with the welcome help and the app tour.
  await page.goto('./register');
  const register = page.getByRole('form', { name: 'Create an account' });
  await register.getByLabel('E-mail').fill(email);
  await register.getByLabel('Password', { exact: true }).fill('a-good-secret');
  await register.getByLabel('Confirm password').fill('a-good-secret');
  await register.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/app\/forms$/);
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Close' }).first().click();
  await closeTour(page, 'All your AI forms live here');

  // A new owner sees the empty state with its two ways to start.
  await expect(page.getByRole('heading', { name: 'Create your first form' })).toBeVisible();
  await page.getByRole('link', { name: 'Build by hand' }).click();
  await expect(page).toHaveURL(/\/app\/forms\/new/);
  await closeTour(page, /./);

  // Step 1, Fields. The first field is there; its title is typed, then a second field is added by keyboard.
  await page.getByLabel('Form name').fill(formName);
  await fieldList(page).getByRole('listitem', { name: /#Field1/ }).getByLabel('Title').fill('Your goal');
  // The first save gives the form its id.
  await expect(page).toHaveURL(/\/app\/forms\/\d+/);

  await pressOn(page.getByRole('button', { name: 'Add field' }), 'Enter');
  const textInput = page.getByRole('menuitem', { name: 'Text input' });
  await expect(textInput).toBeVisible();
  // The menu opens on its first item; walk to "Text input" with the arrows.
  for (let i = 0; i < 6 && !(await textInput.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(textInput).toBeFocused();
  await page.keyboard.press('Enter');
  const second = fieldList(page).getByRole('listitem', { name: /#Field2/ });
  await expect(second.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Your city');

  // Reorder by keyboard: pick #Field2 up with Space, move it up, drop it with Space.
  await pressOn(page.getByRole('button', { name: 'Move Your city (#Field2)' }), 'Space');
  await expect(page.getByText(/Picked up Your city, position 2 of 2/)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(/Your city is over position 1 of 2/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Your city dropped at position 1 of 2/)).toBeAttached();
  await expect(fieldList(page).getByRole('listitem').first()).toHaveAccessibleName(/#Field2/);

  // Step 2, AI Settings: the prompt with a # mention of a field, and the button's text.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=ai/);
  await closeTour(page, /./);
  const prompt = page.getByRole('textbox', { name: 'AI prompt' });
  await prompt.click();
  await page.keyboard.type('Write a training plan for ');
  await page.keyboard.type('#');
  const suggestions = page.getByRole('listbox', { name: 'Fields' });
  await expect(suggestions).toBeVisible();
  await suggestions.getByRole('option', { name: /Your goal/ }).click();
  await page.keyboard.type(' in ');
  await page.keyboard.type('#');
  await expect(suggestions).toBeVisible();
  await suggestions.getByRole('option', { name: /Your city/ }).click();
  await expect(prompt).toContainText('Your goal');
  await page.getByLabel('Generate button text').fill('Get my plan');

  // Step 3, Leads: the whole answer is e-mailed; the e-mail field cannot be turned off with that strategy.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=leads/);
  await closeTour(page, /./);
  await page.getByRole('radio', { name: 'E-mail the AI answer' }).check();
  await expect(page.getByRole('switch', { name: 'Ask for E-mail' })).toBeDisabled();
  await page.getByLabel('Submit button text').fill('Send it to me');

  // Step 4, Customization: a primary colour typed as hex, and a thank-you text.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=customization/);
  await page.getByRole('group', { name: 'Primary colour' }).getByLabel('Hex code').fill('#aa3300');
  await page.getByLabel('Thank-you text').fill('Thanks, your plan is on its way.');

  // Step 5, Publication: publish, and read the share link.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=publication/);
  await page.getByRole('switch', { name: 'Published' }).check();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  const shareLink = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareLink).toMatch(/\/app\/forms\/share\/\d+$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Share link' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);

  // A visitor opens the share link and fills the widget (in this tab: the demo backend keeps its data per browser).
  await page.goto(shareLink);
  const widget = page.locator('.aii-cx-widget-root');
  await widget.getByLabel('Your city').fill('Lisbon');
  await widget.getByLabel('Your goal').fill('Run a 10k');
  await widget.getByRole('button', { name: 'Get my plan' }).click();
  const answer = widget.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText('Run a 10k', { timeout: 20_000 });
  await widget.getByLabel('E-mail').fill(`visitor.${Date.now()}@example.com`);
  await widget.getByRole('button', { name: 'Send it to me' }).click();
  await expect(widget.getByText('Thanks, your plan is on its way.')).toBeVisible();

  // Back on My Forms, the form is published and has its lead.
  await page.goto('./forms');
  const row = page.getByRole('row', { name: new RegExp(formName) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('switch', { name: `Published: ${formName}` })).toBeChecked();
  const leadsColumn = await page
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.findIndex((h) => h.textContent?.trim() === 'Leads'));
  await expect(row.getByRole('cell').nth(leadsColumn)).toHaveText('1');
});

test('leaving the editor while offline says the page waits for the network, and loads it when the network is back', async ({ page, context }) => {
  await signIn(page, 'demo@example.com');
  // A fresh page on the editor: My Forms' code is not loaded in it.
  await page.goto('./forms/1');
  // Form 1 by any name: in the http mode the journeys share one store, and another one (csp) renames it.
  await expect(page.getByRole('link', { name: 'Back to My Forms' })).toBeVisible();
  await expect(page.getByLabel('Form name')).toBeVisible();
  await closeTour(page, /./);

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Back to My Forms' }).click();
  await expect(page.getByText('This page could not be loaded: the connection seems to be down.', { exact: false })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

  await context.setOffline(false);
  // Loaded on its own once the browser is online again (the page at the address it was going to).
  await expect(page.getByRole('heading', { level: 1, name: 'My Forms' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded', { exact: false })).toHaveCount(0);
});
