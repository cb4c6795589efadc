import { expect, test, type Page } from '@playwright/test';

/*
 * The share page holds still while the form arrives (Core Web Vitals' layout shift, CLS 0): what a visitor sees
 * first (the spinner, then the widget's loading line) must not be pushed about when the form is drawn. Both page
 * kinds: a plain form (1) and a mini landing page (3, two columns). At a phone's size and a laptop's.
 */

/** Collects every layout shift of the page from its first paint on, as the browser reports them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName)));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);

const forms = [
  { id: 1, heading: 'Get a marketing plan in a minute', lastControl: 'E-mail' },
  { id: 3, heading: 'Your 4-week training plan', lastControl: 'Days per week' },
] as const;
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { id, heading, lastControl } of forms) {
  for (const { name, viewport } of screens) {
    test(`the share page of form ${id} does not shift as the form arrives (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await watchLayoutShifts(page);
      await page.goto(`./forms/share/${id}`);
      const widget = page.locator('.aii-cx-widget-root');
      await expect(widget.getByRole('heading', { name: heading })).toBeVisible();
      await expect(widget.getByLabel(lastControl)).toBeVisible();
      // Shifts are reported after the frame that made them: wait for two more frames before reading them.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}

/** The font files the page has fetched so far, by name without their hash. */
/**
 * The fonts a page asked for: those it preloads, those it fetched, and the faces it has loaded. All three, because a
 * font another page of the same browser fetched before may come from the browser's memory cache without a resource
 * entry. Named like the files: inter-latin-500-normal.
 */
const fetchedFonts = (page: Page) =>
  page.evaluate(() => {
    const files = [...performance.getEntriesByType('resource').map((entry) => entry.name), ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]')].map((link) => link.href)]
      .map((url) => new URL(url, location.href).pathname.split('/').pop() ?? '')
      .filter((file) => file.endsWith('.woff2'))
      .map((file) => file.replace(/-normal-.*$/, '-normal'));
    const faces = [...document.fonts]
      .filter((face) => face.status === 'loaded' && /^["']?(Inter|Montserrat)["']?$/.test(face.family))
      .map((face) => `${face.family.replace(/["']/g, '').toLowerCase()}-latin-${face.weight}-normal`);
    return [...new Set([...files, ...faces])].sort();
  });

test("the share page asks up front for the widget's default faces only (Inter's regular and semibold, Montserrat's bold)", async ({ page }) => {
  await page.goto('./forms/share/1');
  await expect(page.locator('.aii-cx-widget-root').getByRole('heading', { name: forms[0].heading })).toBeVisible();
  const shared = await fetchedFonts(page);
  // The widget draws its text in Inter (the editor's default body font) and its headings in Montserrat.
  expect(shared).toEqual(expect.arrayContaining(['inter-latin-400-normal', 'inter-latin-600-normal', 'montserrat-latin-700-normal']));
  // Inter's medium, which the widget does not draw, is not fetched there.
  expect(shared).not.toContain('inter-latin-500-normal');
  // Every other page asks for the app's first fonts at once, before its text is laid out.
  await page.goto('./login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The faces load while the page draws: wait for them rather than read them once.
  await expect.poll(() => fetchedFonts(page)).toEqual(expect.arrayContaining(['inter-latin-400-normal', 'inter-latin-500-normal', 'inter-latin-600-normal', 'montserrat-latin-700-normal']));
});

test('a share page asks for the widget script once, from index.html, and for none of the app\'s code @http-only', async ({ page }) => {
  const widgetScripts: string[] = [];
  const modelCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/widget\.js\?t=\d+$/.test(request.url())) widgetScripts.push(request.url());
    if (/\/lead_forms\/1\/widget\/$/.test(request.url())) modelCalls.push(request.url());
  });
  await page.goto('./forms/share/1');
  await expect(page.locator('.aii-cx-widget-root').getByRole('heading', { name: forms[0].heading })).toBeVisible();
  expect(widgetScripts).toHaveLength(1);
  // The form's model is preloaded with the page, and the widget takes that answer instead of asking again.
  await expect(page.locator('link[rel=preload][as=fetch]')).toHaveAttribute('href', /\/api\/v1\/lead_forms\/1\/widget\/$/);
  expect(modelCalls).toHaveLength(1);
  // The page is drawn by its own small script (src/app/sharePage.ts): neither the app's entry (app-<hash>.js) nor
  // the share screen's chunk (share-<hash>.js) is fetched.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
      .filter((file) => file.endsWith('.js')),
  );
  expect(scripts.filter((file) => /^(app|share)-[\w-]+\.js$/.test(file))).toEqual([]);
  expect(scripts).toEqual(expect.arrayContaining(['widget.js', expect.stringMatching(/^sharePage-[\w-]+\.js$/)]));
  // What the app's share screen drew: the main landmark with the page's heading for screen readers.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Form' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Every other page still starts the app.
  await page.goto('./login');
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});

/*
 * Drawn by its own script, the share page says what the app's share screen says (src/features/share/ShareScreen.tsx,
 * its stories): in the visitor's language, and when the widget's script could not be loaded. (In demo mode the app
 * draws it, and the demo backend's service worker fetches the widget's script, out of the test's reach.)
 */
test("a Russian visitor's share page is in Russian, and says so when the widget could not be loaded @http-only", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lf.locale', 'ru'));
  await page.route(/\/widget\.js\?t=\d+$/, (route) => route.abort());
  await page.goto('./forms/share/1');
  await expect(page.getByRole('alert')).toHaveText('Не удалось загрузить форму. Обновите страницу.');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Форма' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('the chat page shows the chat, with its heading for screen readers', async ({ page }) => {
  await page.goto('./chats/share/1');
  const chat = page.locator('.aii-cx-widget-root[data-chat-id="1"]');
  await expect(chat.getByRole('heading', { name: 'Support assistant' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Chat' })).toBeAttached();
});
