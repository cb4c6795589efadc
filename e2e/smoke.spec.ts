import { expect, test } from '@playwright/test';

test('the app starts on its demo backend and shows the home screen', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The demo backend's service worker controls the page.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller))).toBe(true);
});
