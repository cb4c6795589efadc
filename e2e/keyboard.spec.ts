import { expect, test, type Page } from '@playwright/test';

/** Presses Tab until the focused element matches, at most `limit` times; fails with what had focus last. */
async function tabTo(page: Page, matches: (element: { role: string | null; name: string }) => boolean, limit = 40) {
  let last = { role: null as string | null, name: '' };
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    last = await page.evaluate(() => {
      const element = document.activeElement;
      return { role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? null, name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '' };
    });
    if (matches(last)) return;
  }
  throw new Error(`Tab never reached the element; focus ended on ${JSON.stringify(last)}`);
}

/*
 * An owner who works by keyboard alone: from the skip link into the page, a form's row menu, its delete
 * confirmation (its code loads on that first open), and back where they were at every step.
 */
test('My Forms by keyboard alone: skip link, a row menu, the delete confirmation and back', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await page.goto('login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill('pro@example.com');
  await form.getByLabel('Password', { exact: true }).fill('demo1234');
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/app\/forms$/);
  // Opened afresh (a bookmark): focus starts at the top of the page.
  await page.reload();
  const table = page.getByRole('table', { name: 'All forms' });
  const actions = table.getByRole('button', { name: /^Actions for / }).first();
  await expect(actions).toBeVisible();

  // The first Tab reaches the skip link; Enter moves focus into the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Into the table, to the first form's menu: Enter opens it on its first item.
  await tabTo(page, ({ name }) => name.startsWith('Actions for '));
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  // Escape closes it where it was opened.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeFocused();
  // Tab leaves an open menu for what follows its button (this owner's one form: the rows-per-page select), although
  // the menu is drawn at the end of the page (so that no row covers it); Shift+Tab comes back to the button.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeFocused();

  // Again, to the last item (the arrows wrap), which asks to confirm the deletion.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Delete “.+”\?$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // Tab never reaches the page behind it: after the last button focus goes to the browser's own controls (the
  // page's body has it then), and the next Tab comes back to the dialog's first control.
  const focusIsBehind = () =>
    page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('[role="dialog"]'));
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await focusIsBehind()).toBe(false);
  }
  // Escape cancels: nothing is deleted and focus is back on the row's menu button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeFocused();
  await expect(table.getByRole('row')).not.toHaveCount(1);
});
