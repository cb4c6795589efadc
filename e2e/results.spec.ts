import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './signIn';

/*
 * Where an owner works a new lead: a visitor leaves one on the published form (3); the owner finds it in the
 * results, opens the filling, corrects the phone number, sees it counted in the statistics, exports the CSV and
 * finds the row in the downloaded file, then deletes the session and the statistics count one lead less.
 */

/** The number under a statistics tile's label. */
async function tile(page: Page, label: string): Promise<number> {
  const stats = page.getByRole('region', { name: 'Statistics' });
  const value = stats.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^\d/);
  return Number((await value.innerText()).replace(/\D/g, ''));
}

function rowOf(page: Page, email: string): Locator {
  return page.getByRole('table', { name: 'Sessions of this form' }).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
}

test('an owner finds a new lead in the results, corrects its phone, exports it and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `results.${Date.now()}@example.com`;
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));

  // A visitor leaves a lead on the share page.
  await page.goto('./forms/share/3');
  const widget = page.locator('.aii-cx-widget-root');
  await widget.getByLabel('Your goal').fill('Swim a mile');
  await widget.getByLabel('Days per week').selectOption('3');
  await widget.getByRole('button', { name: 'Generate' }).click();
  await expect(widget.getByRole('region', { name: 'Answer' })).toContainText('Swim a mile');
  await widget.getByLabel('E-mail').fill(email);
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByText('The full answer has been sent to your e-mail.')).toBeVisible();

  // The owner signs in and opens the form's results: the new lead is there, and counted.
  await signIn(page, 'demo@example.com');
  await page.goto('./forms/results/3');
  await expect(page.getByRole('table', { name: 'Sessions of this form' })).not.toHaveAttribute('aria-busy');
  const leadsOnly = page.getByRole('checkbox', { name: 'With lead only' });
  await leadsOnly.click();
  await expect(leadsOnly).toBeChecked();
  await expect(page).toHaveURL(/[?&]lead=1/);
  const row = rowOf(page, email);
  await expect(row).toBeVisible();
  const leadsBefore = await tile(page, 'Leads');
  expect(leadsBefore).toBeGreaterThanOrEqual(1);

  // The filling: what the visitor typed and got.
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(page.getByText('Swim a mile').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to results' }).click();

  // A wrong phone number is refused next to the field; a right one is saved and shown in the row.
  await rowOf(page, email).getByRole('button', { name: `Edit contact of ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit contact details' });
  const phone = dialog.getByLabel('Phone');
  await phone.fill('12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone number is not valid')).toBeVisible();
  await phone.fill('555-010-2002');
  // A reload mid-edit opens the same lead's dialog again, with what was typed.
  await page.reload();
  await expect(phone).toHaveValue('555-010-2002');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, email)).toContainText('555-010-2002');

  // The CSV has the lead with its corrected phone, under a dated file name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const line = csv.split(/\r?\n/).find((l) => l.includes(email));
  expect(line).toContain('555-010-2002');

  // Deleted after a confirmation: the row goes, and the statistics count one lead less.
  await rowOf(page, email).getByRole('button', { name: `Delete ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this session?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, email)).toHaveCount(0);
  await expect.poll(() => tile(page, 'Leads')).toBe(leadsBefore - 1);
});
