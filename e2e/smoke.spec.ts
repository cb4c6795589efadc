import { expect, test } from '@playwright/test';
import { signIn } from './signIn';

test('the app starts on its demo backend and a guest lands on the login screen', { tag: '@demo-only' }, async ({ page }) => {
  await page.goto('./');
  // A guest opening the app is sent to log in: the login page's own heading and form, not just any page.
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Log in' });
  const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  await expect(form.getByRole('textbox', { name: /e-mail/i })).toBeEditable({ timeout: 15_000 });
  await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // A guest's login page makes no request, so it does not load the demo backend at all …
  expect(await controlled()).toBe(false);
  // … until the visitor starts to use it: then the backend's service worker comes up and controls the page.
  await form.getByRole('textbox', { name: /e-mail/i }).click();
  await expect.poll(controlled, { timeout: 15_000 }).toBe(true);
});

test('the language menu costs the login page nothing until it is wanted, and opens on the first press', async ({ page }) => {
  const popupCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(ariakit|LanguageSelectorPopup)-[^/]+\.js$/.test(request.url())) popupCode.push(request.url());
  });
  await page.goto('login');
  const trigger = page.getByRole('combobox', { name: 'Interface language' });
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('textbox', { name: /e-mail/i })).toBeEditable({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(popupCode).toEqual([]);
  // Over the trigger, its code loads; the first press opens the list once it is in.
  await trigger.hover();
  await expect.poll(() => popupCode.length).toBeGreaterThan(0);
  await trigger.click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});

test('the login page paints from its copy with one font, and the app over it draws every face', async ({ browser, page }) => {
  // Before any script runs: the copy shows the page and asks for the body font alone.
  const copyContext = await browser.newContext({ javaScriptEnabled: false });
  const copy = await copyContext.newPage();
  const copyFonts: string[] = [];
  copy.on('request', (request) => {
    if (request.resourceType() === 'font') copyFonts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await copy.goto('login');
  await expect(copy.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await copy.waitForLoadState('networkidle');
  expect(copyFonts.map((file) => file.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(['inter-latin-400-normal']);
  await copyContext.close();

  // With scripts: the app renders over the copy in its own faces, each loaded.
  await page.goto('login');
  const heading = page.getByRole('heading', { level: 1, name: 'Log in' });
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('textbox', { name: /e-mail/i })).toBeEditable({ timeout: 15_000 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Montserrat"?,/);
  expect(await page.evaluate(() => ['700 1em Montserrat', '600 1em Inter', '500 1em Inter'].map((face) => document.fonts.check(face)))).toEqual([true, true, true]);
});

test('My Forms loads no menu or dialog code until one is wanted; the delete confirmation then opens and closes', async ({ page }) => {
  const headlessCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(ariakit|MenuPopup|DialogPopup)-[^/]+\.js$/.test(request.url())) headlessCode.push(request.url());
  });
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await signIn(page, 'pro@example.com');
  // Opened afresh with the stored session, the page shows its forms without any of that code.
  headlessCode.length = 0;
  await page.reload();
  const actions = page.getByRole('table', { name: 'All forms' }).getByRole('button', { name: /^Actions for / }).first();
  await expect(actions).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(headlessCode).toEqual([]);
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete “.+”\?$/ });
  await expect(dialog).toBeVisible();
  expect(headlessCode.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeVisible();
});
