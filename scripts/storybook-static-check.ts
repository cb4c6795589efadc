/**
 * The published Storybook as a reviewer opens it from a static host: `storybook-static/` served by a plain static
 * server under a sub-path (/review/), every screen, flow and widget story and a fixed sample of the design system
 * opened in headless Chromium. Fails on any request outside the mocked API that fails (a font, the widget script,
 * an image asked for outside the build), any page error, any story that errors or whose root stays empty, and any
 * editor or share story whose live preview does not mount.
 *
 *   npm run build-storybook && npx tsx scripts/storybook-static-check.ts
 *
 * Each story is shown as the manager shows it (the preview's channel, a preview page kept from story to story, at
 * the story's viewport), rendered without its play function: the plays are `npm test`'s business, and this check is
 * about the build and its host. PLAYS=1 runs them too (a play failure is then listed, as a reviewer would see it in
 * the Interactions panel). VIEWERS (default 3) preview pages take the stories in turn. STORYBOOK_DIR (default
 * storybook-static), STORYBOOK_SUB_PATH (default /review/), STORIES=all (every design-system story too),
 * STORY_FILTER=<text> (only story ids containing it), VERBOSE=1 (a line per story).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { WIDGET_ROOT_CLASS } from '../src/domain/embed.ts';
import { chromiumArgs, findChromium } from './chromium.ts';

const root = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
const subPath = `/${(process.env.STORYBOOK_SUB_PATH ?? '/review/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
/** How long one story may take to render (and play) before it counts as failed. */
const storyTimeoutMs = 20_000;
/** How long the live preview of an editor or share story may take to mount once the story has rendered. */
const previewTimeoutMs = 10_000;
const runPlays = process.env.PLAYS === '1';
/** The preview page's own address: `embed=true` is Storybook's switch for showing stories without their plays. */
const previewPage = `iframe.html?viewMode=story${runPlays ? '' : '&embed=true'}`;
/**
 * Preview pages side by side: a story's time is mostly waiting (its mocked calls, its frames), so one page leaves
 * the processor idle. VIEWERS sets how many.
 */
const viewerCount = Number(process.env.VIEWERS ?? 3);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A static host: the folder's files under the sub-path, nothing anywhere else (a 404 there is a finding). */
function serve(): Promise<{ origin: string; close: () => void }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    let file = path.startsWith(subPath) ? normalize(join(root, path.slice(subPath.length))) : '';
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

/**
 * What is opened: every story outside the design system, and of the design system the first story of each
 * component plus every fifth one (a fixed sample: its components are plain, and every screen uses them).
 */
function storiesToOpen(entries: IndexEntry[]): { stories: IndexEntry[]; docs: IndexEntry[] } {
  const stories = entries.filter((entry) => entry.type === 'story');
  const filter = process.env.STORY_FILTER;
  const all = process.env.STORIES === 'all';
  const seenComponents = new Set<string>();
  const chosen = stories.filter((entry, index) => {
    if (filter && !entry.id.includes(filter)) return false;
    if (all || !entry.title.startsWith('Design System/')) return true;
    const first = !seenComponents.has(entry.title);
    seenComponents.add(entry.title);
    return first || index % 5 === 0;
  });
  const docs = entries.filter((entry) => entry.type === 'docs' && !entry.importPath.endsWith('.stories.tsx'));
  return { stories: chosen, docs: filter ? docs.filter((entry) => entry.id.includes(filter)) : docs };
}

const isMockedApi = (url: URL) => /\/(api\/v1|llm_chain)\//.test(url.pathname);

/**
 * Addresses that stand for owners' content elsewhere: the reserved example domains (example.com, *.example, *.test,
 * *.invalid) that stories type as a logo or a link. They can never be part of a build; a request to any other host
 * is a finding (the story depends on the network).
 */
const isOwnersExampleAddress = (url: URL) =>
  /(^|\.)example\.(com|net|org)$|\.(example|test|invalid)$/.test(url.hostname);

/**
 * Problems seen by the page since the last `take()`: failed requests outside the mocked API and page errors.
 */
function watch(page: Page, origin: string) {
  let problems: string[] = [];
  const requestProblem = (url: URL, what: string) => {
    if (isMockedApi(url) || isOwnersExampleAddress(url)) return;
    problems.push(`${what} ${url.href.replace(origin, '')}`);
  };
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
  page.on('response', (response) => {
    if (response.status() >= 400) requestProblem(new URL(response.url()), String(response.status()));
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A request the page itself dropped (a story changed, an image left the screen) is no failure of the host.
    if (failure !== 'net::ERR_ABORTED') requestProblem(new URL(request.url()), failure);
  });
  return {
    take(): string[] {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

interface StoryOutcome {
  status: 'rendered' | 'errored' | 'timeout';
  detail?: string;
}

/** The size the manager gives the preview for a story: its viewport global (desktop unless it says otherwise). */
async function storyViewport(page: Page, storyId: string): Promise<{ width: number; height: number }> {
  const size = await page.evaluate(async (storyId) => {
    type Viewports = Record<string, { styles: { width: string; height: string } }>;
    type Story = { storyGlobals: { viewport?: { value?: string } }; parameters: { viewport?: { options?: Viewports } } };
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(o: { storyId: string }): Promise<Story> } } }).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId });
    const styles = story.parameters.viewport?.options?.[story.storyGlobals.viewport?.value ?? 'desktop']?.styles;
    return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : undefined;
  }, storyId);
  return size ?? { width: 1280, height: 800 };
}

/**
 * Shows one story in the already open preview, the way the manager does (the channel's setCurrentStory), and waits
 * until Storybook says it has finished (rendered and played) or failed.
 */
async function showStory(page: Page, storyId: string): Promise<StoryOutcome> {
  await page.setViewportSize(await storyViewport(page, storyId));
  return page.evaluate(
    ({ storyId, timeout }) =>
      new Promise<StoryOutcome>((done) => {
        type Channel = { on(event: string, listener: (...args: never[]) => void): void; off(event: string, listener: (...args: never[]) => void): void; emit(event: string, ...args: unknown[]): void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const finish = (status: StoryOutcome['status'], detail?: string) => {
          clearTimeout(timer);
          for (const [event, listener] of listeners) channel.off(event, listener);
          done({ status, detail });
        };
        const describe = (error: unknown) => {
          const value = error as { message?: string; title?: string; description?: string } | undefined;
          return String(value?.message ?? value?.title ?? value?.description ?? error).split('\n')[0];
        };
        const listeners: Array<[string, (...args: never[]) => void]> = [
          ['storyFinished', ((result: { storyId: string; status: string }) => {
            if (result.storyId === storyId && result.status === 'success') finish('rendered');
          }) as (...args: never[]) => void],
          ['storyErrored', ((error: unknown) => finish('errored', describe(error))) as (...args: never[]) => void],
          ['storyThrewException', ((error: unknown) => finish('errored', describe(error))) as (...args: never[]) => void],
          ['playFunctionThrewException', ((error: unknown) => finish('errored', `play: ${describe(error)}`)) as (...args: never[]) => void],
          ['unhandledErrorsWhilePlaying', ((errors: unknown[]) => finish('errored', `unhandled: ${describe(errors[0])}`)) as (...args: never[]) => void],
          ['storyMissing', (() => finish('errored', 'story missing')) as (...args: never[]) => void],
        ];
        for (const [event, listener] of listeners) channel.on(event, listener);
        const timer = setTimeout(() => finish('timeout'), timeout);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, timeout: storyTimeoutMs },
  );
}

/**
 * The story's root, or a part portalled out of it (a dialog, a toast: a story may draw nothing else), shows
 * something within a few seconds: seen the moment the story finished, it may be between two renders (a redirect on
 * a loaded machine).
 */
function rootFills(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () =>
        [document.getElementById('storybook-root'), ...Array.from(document.body.querySelectorAll(':scope > [data-portal], :scope > [role="dialog"], :scope > [role="alertdialog"]'))].some(
          (el) => el && (el.childElementCount > 0 || (el.textContent ?? '').trim() !== ''),
        ),
      undefined,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/** What the preview shows instead of a story (Storybook's state classes on the body, the page's address), for a finding. */
function previewState(page: Page, loadsSinceStart: number): Promise<string> {
  return page
    .evaluate(() => {
      const root = document.getElementById('storybook-root');
      const states = Array.from(document.body.classList).filter((name) => name.startsWith('sb-'));
      return `page ${location.pathname}${location.search}, body ${states.join(' ') || 'without state'}, root ${root ? `with ${root.childElementCount} children` : 'missing'}`;
    })
    .then((state) => (loadsSinceStart > 0 ? `the preview loaded again after the story started; ${state}` : state))
    .catch((error: Error) => `the page could not be read: ${error.message.split('\n')[0]}`);
}

/** The widget roots the story drew. */
const widgetRoots = (page: Page) => page.evaluate((rootClass) => document.querySelectorAll(`#storybook-root .${rootClass}`).length, WIDGET_ROOT_CLASS);

/**
 * The page's requests under way; `quiet()` waits until none has been for a moment (up to a few seconds: a stream may
 * stay open).
 */
function inFlight(page: Page) {
  let open = 0;
  let lastChange = performance.now();
  const change = (by: number) => {
    open += by;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet(forMs = 150, atMostMs = 5_000): Promise<void> {
      const until = performance.now() + atMostMs;
      while (performance.now() < until && (open > 0 || performance.now() - lastChange < forMs)) await new Promise((next) => setTimeout(next, 25));
    },
  };
}

/** Every widget root on the page (the editor's live preview, the share page) mounted: the widget draws into its shadow root. */
function widgetMounted(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      (rootClass) => Array.from(document.querySelectorAll(`.${rootClass}`)).every((root) => (root.shadowRoot?.childElementCount ?? 0) > 0),
      WIDGET_ROOT_CLASS,
      { timeout: previewTimeoutMs },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * One preview page (a browser context of its own, so its own service worker and mocked backend), as the manager
 * keeps one and moves it between stories.
 */
async function openViewer(browser: Browser, base: string, origin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx names the functions it compiles with a helper (__name) that the page does not have; the functions this
  // script runs in the page need it there.
  await context.addInitScript('globalThis.__name = (target) => target');
  const page = await context.newPage();
  const problems = watch(page, origin);
  const network = inFlight(page);
  let loads = 0;
  page.on('load', () => loads++);
  // Where the page went when a story sent it away from the preview (a full-page redirect), if one did.
  let leftFor: string | undefined;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(`${base}iframe.html`)) leftFor ??= frame.url().replace(origin, '');
  });
  /** The preview page with no story chosen: the first story it is asked for renders from the start, with its events. */
  const openPreview = async () => {
    const address = `${base}${previewPage}`;
    // A navigation the story started (a reload, a redirect) can still be under way and hold this one up: once
    // more, after it has ended.
    await page.goto(address, { waitUntil: 'domcontentloaded' }).catch(() => page.goto(address, { waitUntil: 'domcontentloaded' }));
    leftFor = undefined;
    // The preview object comes before its story store, which it fills from the index afterwards (a while, on a
    // loaded machine): a story's viewport is read from that store.
    await page.waitForFunction(
      () => '__STORYBOOK_ADDONS_CHANNEL__' in window && (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined,
    );
    // Accessibility is checked by `npm test`; here it would only cost time.
    await page.evaluate(() =>
      (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, ...args: unknown[]): void } }).__STORYBOOK_ADDONS_CHANNEL__.emit(
        'updateGlobals',
        { globals: { a11y: { manual: true } } },
      ),
    );
  };
  /** What was found showing one story. */
  const check = async (story: IndexEntry): Promise<string[]> => {
    const loadsBefore = loads;
    const outcome = await showStory(page, story.id).catch(async (error: Error) => {
      // A story that sends the whole page elsewhere (a full-page redirect) has left Storybook: a finding, and a
      // fresh preview page for the next story.
      if (!/context was destroyed|navigat/i.test(error.message)) throw error;
      const detail = `the page left the preview${leftFor ? ` for ${leftFor}` : ''}`;
      await openPreview();
      return { status: 'errored', detail } as const;
    });
    const found: string[] = [];
    if (outcome.status === 'errored') found.push(`errored: ${outcome.detail}`);
    if (outcome.status === 'timeout') found.push(`did not finish within ${storyTimeoutMs / 1000} s`);
    if (outcome.status !== 'errored' && !(await rootFills(page))) found.push(`its root stayed empty (${await previewState(page, loads - loadsBefore)})`);
    // The editor's live preview and the share page load the built widget script (the widget's own stories mount
    // it from its source, some only in their play). A view (…View) draws what its screen loaded, from its args
    // alone: it loads no script, and its widget root stays as the state it shows leaves it. A screen draws its
    // widget root once its code and data have arrived, which can be after Storybook says the story has finished.
    const showsBuiltWidget = /^(Screens|Flows)\//.test(story.title) && !/View$/.test(story.title);
    if (showsBuiltWidget && outcome.status === 'rendered') {
      await network.quiet();
      if ((await widgetRoots(page)) > 0 && !(await widgetMounted(page))) found.push('its live preview did not mount');
    }
    return [...found, ...problems.take()];
  };
  return { page, problems, openPreview, check };
}

async function main() {
  if (!existsSync(join(root, 'index.json'))) throw new Error(`${root}/index.json is missing: run npm run build-storybook first.`);
  const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const { stories, docs } = storiesToOpen(Object.values(index.entries));
  const started = performance.now();
  const server = await serve();
  const base = `${server.origin}${subPath}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const failures: string[] = [];
  const opened = { stories: 0, docs: 0 };
  /** Records what was found opening one page or story, and prints it (every line with VERBOSE=1). */
  const report = (id: string, found: string[], since: number) => {
    failures.push(...found.map((problem) => `${id}: ${problem}`));
    const took = `(${((performance.now() - since) / 1000).toFixed(1)} s)`;
    if (found.length) console.log(`FAIL ${id} ${took}\n     ${found.join('\n     ')}`);
    else if (process.env.VERBOSE) console.log(`ok   ${id} ${took}`);
  };
  try {
    const viewers = await Promise.all(Array.from({ length: viewerCount }, () => openViewer(browser, base, server.origin)));
    const [first] = viewers;

    // The manager (what a reviewer opens first) comes up with its sidebar and its preview frame.
    await first!.page.goto(base, { waitUntil: 'load' });
    await first!.page.locator('#storybook-preview-iframe').waitFor({ timeout: 30_000 });
    await first!.page.frameLocator('#storybook-preview-iframe').locator('#storybook-root > *, #storybook-docs .sbdocs-content').first().waitFor({ timeout: 30_000 });
    report('manager (index.html)', first!.problems.take(), started);

    await Promise.all(viewers.map((viewer) => viewer.openPreview()));
    report('preview page (iframe.html)', viewers.flatMap((viewer) => viewer.problems.take()), started);

    // The viewers take the stories in turn, each the next one not yet taken.
    let next = 0;
    await Promise.all(
      viewers.map(async (viewer) => {
        for (let story = stories[next++]; story; story = stories[next++]) {
          const since = performance.now();
          report(story.id, await viewer.check(story), since);
          opened.stories++;
        }
      }),
    );

    // The MDX pages (a feature area's page embeds its stories), at the desktop size.
    const { page, problems } = first!;
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const entry of docs) {
      const since = performance.now();
      await page.goto(`${base}iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`, { waitUntil: 'load' });
      const shown = await page
        .locator('.sbdocs-content')
        .first()
        .waitFor({ timeout: storyTimeoutMs })
        .then(() => true, () => false);
      // Its embedded editor and share stories show the live preview too.
      const previewShown = shown && (await widgetMounted(page));
      // Every link to a story leads to one that exists (a story removed or renamed leaves a dead link behind).
      const linked = shown ? await page.$$eval('a[href*="path=/story/"]', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('path')!.replace('/story/', ''))) : [];
      const dead = linked.filter((id) => !(id in index.entries)).map((id) => `a link to a story that does not exist: ${id}`);
      const found = [...(shown ? [] : ['its page did not render']), ...(shown && !previewShown ? ['a live preview did not mount'] : []), ...dead];
      report(entry.id, [...found, ...problems.take()], since);
      opened.docs++;
    }
  } finally {
    await browser.close();
    server.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const failedPages = new Set(failures.map((failure) => failure.split(':')[0])).size;
  console.log(
    `storybook-static served from ${subPath} to ${viewerCount} preview pages: the manager, ${opened.stories} of ${stories.length} stories and ` +
      `${opened.docs} of ${docs.length} docs pages opened; ${failedPages} failed with ${failures.length} problems; ${seconds} s`,
  );
  if (failures.length) process.exit(1);
}

await main();
