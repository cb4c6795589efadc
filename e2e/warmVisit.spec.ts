import { expect, test, type Page } from '@playwright/test';
import { signIn } from './signIn';

/** Once the page has drawn `count` more frames: what it does a frame or two later has happened by then. */
const framesLater = (page: Page, count: number) =>
  page.evaluate(
    (frames) => new Promise<void>((resolve) => {
      const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
      next(frames);
    }),
    count,
  );

/** The font files this page has asked for. */
const faceFiles = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.woff2?$/.test(name)));

/** The page's requests whose address matches `address` wait until the function this returns is called. */
async function holdBack(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's entry script: held back, the page shows the kept copy alone. */
const appScript = /\/assets\/app-[\w-]+\.js$/;
/** The kept copy of the page that index.html's script paints, inert and busy until the app renders over it. */
const keptCopy = (page: Page) => page.locator('#root > [aria-busy="true"][inert]');

/*
 * An owner's next visit to My Forms paints the page as they left it before any of the app's code has arrived
 * (index.html's script, from what this device kept for their sign-in), inert and marked busy; the app then renders
 * the live page over it. Only the production build has index.html's script: the HTTP mode.
 */
test('the next visit paints My Forms as the owner left it before the app’s code arrives, then the app takes over', { tag: '@http-only' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await signIn(page, 'pro@example.com');
  // A visit that starts signed in keeps what it shows (one that signed in on the way has nothing kept yet).
  await page.reload();
  const live = page.getByRole('table', { name: 'All forms' });
  await expect(live).toBeVisible();
  const firstForm = (await live.getByRole('row').nth(1).getByRole('link').first().textContent())!.trim();
  expect(firstForm).not.toBe('');
  // Leaving the page keeps it as drawn.
  await page.goto('about:blank');

  // The app's code held back: what shows is the kept copy alone.
  const releaseApp = await holdBack(page, appScript);
  const apiCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v1/') && apiCalls.push(request.url()));
  // The held script holds up the page's load event: wait for the document only.
  await page.goto('./forms', { waitUntil: 'domcontentloaded' });
  const copy = keptCopy(page);
  await expect(copy.getByText(firstForm, { exact: true })).toBeVisible();
  // Inert: the copy's links and buttons take no focus and no click until the app is there.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[inert]') ?? null)).toBeNull();
  // The page's first calls leave once the copy has shown, before the app's code runs, and not before its paint is on
  // the screen: a phone's model (Lighthouse's) would count a call sent earlier as something that paint waited for.
  await expect.poll(() => apiCalls.some((url) => url.includes('/api/v1/lead_forms/'))).toBe(true);
  const timing = () =>
    page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/v1/lead_forms/'))?.startTime,
    }));
  await expect.poll(async () => (await timing()).asked).toBeDefined();
  const { painted, asked } = await timing();
  expect(asked).toBeGreaterThanOrEqual(painted!);

  releaseApp();
  await expect(copy).toHaveCount(0);
  await expect(live.getByRole('link', { name: firstForm, exact: true })).toBeVisible();
  await live.getByRole('link', { name: firstForm, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/forms\/\d+/);
});

/*
 * The kept copy is drawn with the styles and faces it was kept with: on a phone, My Forms' header wraps differently in the
 * fallback faces, so a copy shown before its faces had arrived moved the page when they did (Lighthouse measured a
 * layout shift of 0.336 on one warm visit). Nothing on the page moves from the copy's first paint to the live page.
 */
test('the kept copy shows in its own styles and faces: nothing moves from its first paint to the live page', { tag: '@http-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await signIn(page, 'pro@example.com');
  await page.reload();
  await expect(page.getByRole('table', { name: 'All forms' })).toBeVisible();
  const livePageFaces = await faceFiles(page);
  await page.goto('about:blank');

  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The faces held back until the copy is in the page.
  const releaseFonts = await holdBack(page, /\.woff2?$/);
  // And the screen's own style sheets (index.html's script links them; the app's first one is in the page).
  const releaseStyles = await holdBack(page, /\/assets\/(?!app-)[\w.-]+\.css$/);
  const releaseApp = await holdBack(page, appScript);
  const apiCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/v1/') && apiCalls.push(request.url()));
  await page.goto('./forms', { waitUntil: 'domcontentloaded' });
  const copy = keptCopy(page);
  await expect(copy).toBeAttached();
  await expect(copy).toBeHidden();
  // The refresh waits for the copy to show: its answers would otherwise compete with the faces for the connection
  // and keep the page's thread busy before the copy's first paint. Two frames on, nothing has been asked yet.
  await framesLater(page, 3);
  expect(apiCalls).toEqual([]);
  releaseFonts();
  // Its faces are in, its style sheets not yet: still hidden.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await framesLater(page, 2);
  await expect(copy).toBeHidden();
  releaseStyles();
  await expect(copy.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => apiCalls.some((url) => url.includes('/api/v1/lead_forms/'))).toBe(true);
  releaseApp();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'All forms' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  // And the copy asked for no face the page is not drawn in (laid out before all its style sheets were in, it asked
  // for Inter's bold).
  expect(livePageFaces.length).toBeGreaterThan(0);
  expect(livePageFaces).toEqual(expect.arrayContaining(await faceFiles(page)));
});

/*
 * The copy asks for the faces of the text it draws, and only those: on a phone in Russian, the menu's links (Inter's
 * medium, Cyrillic) are in the kept markup but not drawn, and the page itself never asks for that face.
 */
test('a Russian owner’s kept copy on a phone asks for no face the live page does not', { tag: '@http-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('lf.tour.app', 'true'));
  await signIn(page, 'pro@example.com');
  await page.evaluate(() => localStorage.setItem('lf.locale', 'ru'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Мои формы' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const livePageFaces = await faceFiles(page);
  await page.goto('about:blank');

  const releaseApp = await holdBack(page, appScript);
  await page.goto('./forms', { waitUntil: 'domcontentloaded' });
  const copy = keptCopy(page);
  await expect(copy.getByRole('heading', { level: 1, name: 'Мои формы' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(livePageFaces).toEqual(expect.arrayContaining(await faceFiles(page)));
  releaseApp();
  await expect(copy).toHaveCount(0);
});
