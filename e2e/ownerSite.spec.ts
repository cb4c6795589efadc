import { expect, test } from '@playwright/test';
import { e2ePorts } from '../playwright.config';

/*
 * Three origins, as in real life: an owner's site with hostile CSS embeds the widget script from the app's host,
 * and the widget talks to the API on a third origin (CORS for the widget's public calls only).
 */
test('an owner site on its own origin embeds two widgets that call the API cross-origin and stream an answer', { tag: '@http-only' }, async ({ page }) => {
  const app = `http://localhost:${e2ePorts.http}/app/`;
  const api = `http://localhost:${e2ePorts.api}`;
  const site = `http://localhost:${e2ePorts.ownerSite}`;
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto(`${site}/widget-demo.html?app=${encodeURIComponent(app)}&api=${encodeURIComponent(api)}`);

  // Neither side leaks into the other: the host stays red, the widget's fields are shown.
  await expect(page.locator('#host-check')).toContainText('the host CSS did not reach it');

  const widget = page.locator('.aii-cx-widget-root[data-id="3"]');
  await widget.getByLabel('Your goal').fill('Run a 10k');
  await widget.getByLabel('Days per week').selectOption('3');
  await widget.getByRole('button', { name: 'Generate' }).click();
  await expect(widget.getByRole('region', { name: 'Answer' })).toContainText('Run a 10k');
  await expect(page.locator('.aii-cx-widget-root[data-id="1"]').getByRole('button').first()).toBeVisible();

  // The page, the script and the API each came from their own origin (owner images may come from anywhere).
  for (const expected of [site, new URL(app).origin, api]) expect(origins).toContain(expected);
});
