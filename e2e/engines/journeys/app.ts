import assert from 'node:assert/strict';
import { everyFieldType, leaveLead, publishForm } from '../owner';
import { matching, type Page, type Query } from '../page';
import { origins } from '../servers';
import type { Journey } from './context';

/*
 * The owner's main journeys in the app (the production build against the HTTP demo backend): sign in, My Forms,
 * the editor with its live preview, and Results.
 */

/** A guided tour opens on the first visit of a page; its × closes it, as a person would. */
async function closeTour(page: Page, text: string): Promise<void> {
  const tour: Query = { role: 'dialog', text, contains: true };
  await page.see(tour, 15_000);
  await page.click({ within: { role: 'dialog', text }, role: 'button', name: 'Close the tour' });
  await page.notSee(tour);
}

/** Signs in on the login page as the demo owner, and waits for My Forms. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${origins.app}login`);
  const form: Query = { role: 'form', name: 'Log in' };
  await page.fill({ within: form, label: 'E-mail' }, 'demo@example.com');
  await page.fill({ within: form, label: 'Password' }, 'demo1234');
  await page.click({ within: form, role: 'button', name: 'Log in' });
  await page.until('My Forms opens', () => location.pathname === '/app/forms');
}

/** Signed in already (an earlier journey in this browser), or signs in now. */
async function openMyForms(page: Page): Promise<void> {
  await page.goto(`${origins.app}forms`);
  const shown = await page.untilWithin(15_000, 'My Forms or the login page shows', () => {
    if (matching({ role: 'heading', name: 'My Forms' }).length > 0) return 'forms';
    return matching({ role: 'form', name: 'Log in' }).length > 0 ? 'login' : '';
  });
  if (shown === 'login') await signIn(page);
  await page.see({ role: 'heading', name: 'My Forms' }, 15_000);
  // The tour opens with the page on the first visit (a journey run alone); after that it stays closed.
  if ((await page.all({ role: 'dialog', text: 'All your AI forms live here' })).length > 0) await closeTour(page, 'All your AI forms live here');
}

const myForms: Journey = {
  name: 'app: an owner signs in and My Forms lists the forms',
  async run({ page, shot }) {
    const { name } = await publishForm({ collect_lead_strategy: 'AFTER' });
    await signIn(page);
    await page.see({ role: 'heading', name: 'My Forms' }, 15_000);
    await closeTour(page, 'All your AI forms live here');
    const table: Query = { role: 'table', name: 'All forms' };
    await page.see({ within: table, role: 'link', name });
    assert.equal((await page.state({ within: table, role: 'switch', name: `Published: ${name}` })).checked, true, 'the new form is shown as published');
    await page.screenshot(null, shot('app-my-forms.png'));
  },
};

const editor: Journey = {
  name: 'app: the editor opens from My Forms, and a changed field title shows in the live preview',
  async run({ page, shot }) {
    const { id, name } = await publishForm({ collect_lead_strategy: 'AFTER', fields: { aiFields: everyFieldType } });
    await openMyForms(page);
    await page.click({ within: { role: 'table', name: 'All forms' }, role: 'link', name });
    await page.until('the editor opens', (formId: number) => location.pathname === `/app/forms/${formId}`, id);
    await closeTour(page, 'Name your form');
    const preview: Query = { css: `.aii-cx-widget-root[data-id="${id}"]` };
    await page.see({ within: preview, role: 'textbox', label: 'Where to' }, 15_000);

    const title: Query = { within: { role: 'listitem', name: '#Field2', contains: true }, role: 'textbox', label: 'Title' };
    await page.fill(title, 'Where do you want to go');
    await page.see({ within: preview, role: 'textbox', label: 'Where do you want to go' });
    await page.notSee({ within: preview, role: 'textbox', label: 'Where to' });
    await page.see({ text: 'All changes saved' }, 15_000);
    await page.screenshot(null, shot('app-editor.png'));
  },
};

const results: Journey = {
  name: 'app: Results opens from a form\'s actions menu, with its statistics and the lead a visitor left',
  async run({ page }) {
    const { id, name } = await publishForm({ collect_lead_strategy: 'AFTER' });
    const email = `results.${Date.now()}@example.com`;
    await leaveLead(id, email);
    await openMyForms(page);
    await page.click({ role: 'button', name: `Actions for ${name}` });
    await page.click({ role: 'menuitem', name: 'Results' });
    await page.until('Results opens', (formId: number) => location.pathname === `/app/forms/results/${formId}`, id);
    await page.see({ role: 'region', name: 'Statistics' }, 15_000);
    await page.see({ within: { role: 'table', name: 'Sessions of this form' }, role: 'row', name: email, contains: true }, 15_000);
  },
};

export const appJourneys: Journey[] = [myForms, editor, results];
