import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';

/*
 * One small interface over the two engines, so every journey is written once:
 * - Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi;
 * - WebKit (WebKitGTK's MiniBrowser under Xvfb) through WebKitWebDriver, with the few W3C WebDriver commands the
 *   journeys need spoken directly over HTTP (new session, navigate, execute script, element click through pointer
 *   actions, send keys, screenshot): a dozen fetch calls, where a client library would add a dependency tree.
 * Page code is passed as functions: they run in the page with JSON arguments and return JSON (or an element).
 */

export type EngineName = 'firefox' | 'webkit' | 'chromium';
export type Key = 'Enter' | 'Tab' | 'Shift+Tab' | 'Escape';
/** The engines a run takes unless ENGINES names others. */
export const engineNames: readonly EngineName[] = ['firefox', 'webkit'];
/**
 * Only when ENGINES names it: Debian's Chromium over the DevTools protocol, the same puppeteer-core code as Firefox.
 * Playwright runs every journey in Chromium already; this runs these journeys there too, when one wants to compare.
 */
export const optionalEngineNames: readonly EngineName[] = ['chromium'];

/** An element of the page, as the engine's protocol names it. */
export type ElementRef = { readonly engine: EngineName; readonly handle: unknown };
export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  goto(url: string): Promise<void>;
  /** The JSON value of an expression (see pageExpression), promises awaited. */
  evaluate(expression: string): Promise<unknown>;
  /** The element an expression gives, or null. */
  elementOf(expression: string): Promise<ElementRef | null>;
  /** A mouse click in the middle of the element, scrolled into view first. */
  click(element: ElementRef): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(element: ElementRef, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Picks the option with this value in a select element, as the engine's own select command does. */
  select(element: ElementRef, value: string): Promise<void>;
  screenshot(element: ElementRef | null, file: string): Promise<void>;
  /** Uncaught page errors since the last call. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** The visitor's languages, most preferred first (Firefox: Accept-Language; WebKit: the browser's locale). */
  locale?: 'ru';
}

/**
 * Source of a call of `fn` with JSON `args`, runnable as an expression in any page; `helpers` are functions the
 * call may use by name (their source goes along).
 */
export function pageExpression(fn: (...args: never[]) => unknown, args: unknown[], helpers: ((...args: never[]) => unknown)[] = []): string {
  // tsx names functions with an __name helper the page does not have.
  const definitions = helpers.map((helper) => `var ${helper.name} = ${helper.toString()};`).join('\n');
  return `(() => { var __name = (f) => f; ${definitions} return (${fn.toString()}).apply(null, ${JSON.stringify(args)}); })()`;
}

const VIEWPORT = { width: 1280, height: 900 };

// ——— Firefox (and Chromium, on request) through puppeteer-core ———

function launchPuppeteer(name: 'firefox' | 'chromium', options: LaunchOptions): Promise<Browser> {
  if (name === 'chromium') {
    return puppeteer.launch({
      browser: 'chrome',
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      defaultViewport: VIEWPORT,
      args: ['--no-sandbox'],
    });
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: VIEWPORT,
    extraPrefsFirefox: options.locale ? { 'intl.accept_languages': 'ru-RU, ru' } : { 'intl.accept_languages': 'en-US, en' },
  });
}

export async function launchFirefox(options: LaunchOptions = {}, name: 'firefox' | 'chromium' = 'firefox'): Promise<Engine> {
  const browser: Browser = await launchPuppeteer(name, options);
  const context: BrowserContext = browser.defaultBrowserContext();
  const page: Page = (await context.pages())[0] ?? (await context.newPage());
  if (name === 'chromium') {
    // Headless Chromium takes navigator.languages from here, not from --lang.
    const session = await page.createCDPSession();
    await session.send('Emulation.setUserAgentOverride', { userAgent: await browser.userAgent(), acceptLanguage: options.locale === 'ru' ? 'ru-RU,ru' : 'en-US,en' });
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  const handleOf = (element: ElementRef) => element.handle as ElementHandle<Element>;

  return {
    name,
    version: await browser.version(),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async evaluate(expression) {
      return page.evaluate(expression);
    },
    async elementOf(expression) {
      const handle = await page.evaluateHandle(expression);
      const element = handle.asElement();
      if (!element) {
        await handle.dispose();
        return null;
      }
      return { engine: name, handle: element };
    },
    async click(element) {
      await handleOf(element).click();
    },
    async type(element, text) {
      await handleOf(element).type(text);
    },
    async press(key) {
      if (key !== 'Shift+Tab') return page.keyboard.press(key);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    },
    async select(element, value) {
      await (handleOf(element) as ElementHandle<HTMLSelectElement>).select(value);
    },
    async screenshot(element, file) {
      mkdirSync(dirname(file), { recursive: true });
      if (element) await handleOf(element).screenshot({ path: file as `${string}.png` });
      else await page.screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    async takeErrors() {
      return errors.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}

// ——— WebKit over W3C WebDriver ———

/**
 * Runs in the page: keeps its uncaught errors in window.__pageErrors. WebDriver classic has no event for them (and
 * MiniBrowser in automation mode prints no console), so they are collected from the moment the page has loaded;
 * host.html collects its own from its first line.
 */
function collectPageErrors(): void {
  const win = window as unknown as { __pageErrors?: string[] };
  if (win.__pageErrors) return;
  const errors: string[] = (win.__pageErrors = []);
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
}

/** The reference key of an element in W3C WebDriver answers. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** MiniBrowser ships with libwebkit2gtk-4.1-0; its folder depends on the architecture, so ask dpkg where. */
export function findMiniBrowser(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  try {
    const files = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).split('\n');
    const found = files.find((file) => /\/MiniBrowser$/.test(file));
    if (found) return found;
  } catch {
    // Not a Debian system: fall through to the message below.
  }
  throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver (it brings libwebkit2gtk-4.1-0), or set MINIBROWSER_PATH');
}

/**
 * WebKitGTK takes navigator.language from the process's locale (LC_CTYPE), so a Russian visitor needs a
 * Russian locale. It is compiled once into the project's cache (LOCPATH), without touching the system's.
 */
function russianLocale(): Record<string, string> {
  const dir = resolve('node_modules/.cache/engines-locales');
  const locale = resolve(dir, 'ru_RU.UTF-8');
  if (!existsSync(resolve(locale, 'LC_CTYPE'))) {
    mkdirSync(dir, { recursive: true });
    // localedef exits 1 on warnings about the source definitions; the locale is written all the same.
    try {
      execFileSync('localedef', ['-i', 'ru_RU', '-f', 'UTF-8', locale], { stdio: 'ignore' });
    } catch {
      if (!existsSync(resolve(locale, 'LC_CTYPE'))) throw new Error('could not compile the ru_RU.UTF-8 locale: apt-get install locales');
    }
  }
  return { LOCPATH: dir, LANG: 'ru_RU.UTF-8', LC_ALL: 'ru_RU.UTF-8' };
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}${message ? `: ${message}` : ''}`);
  }
}

export async function launchWebKit(options: LaunchOptions = {}): Promise<Engine> {
  const port = await freePort();
  // xvfb-run gives MiniBrowser a display of its own; -a picks a free display number.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(options.locale ? russianLocale() : { LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' }) },
  });
  const driverOutput: string[] = [];
  for (const stream of [driver.stdout, driver.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => driverOutput.push(...chunk.split('\n')));
  }
  const base = `http://127.0.0.1:${port}`;
  const stopDriver = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const data = (await response.json()) as { value: unknown };
    const value = data.value as { error?: string; message?: string } | null;
    if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error)) {
      throw new WebDriverError(value?.error ?? `HTTP ${response.status}`, value?.message ?? '');
    }
    return data.value;
  }

  // The driver is up once it answers its status.
  const started = Date.now();
  for (;;) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (driver.exitCode !== null || Date.now() - started > 20_000) {
        stopDriver();
        throw new Error(`WebKitWebDriver did not start (${String(error)}): ${driverOutput.slice(-5).join(' | ')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  let session: { sessionId: string; capabilities: { browserVersion: string } };
  try {
    session = (await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {
            binary: findMiniBrowser(),
            args: ['--automation'],
          },
        },
      },
    })) as typeof session;
  } catch (error) {
    stopDriver();
    throw error;
  }
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, VIEWPORT).catch(() => undefined);

  const execute = (expression: string) => call('POST', `${s}/execute/sync`, { script: `return ${expression};`, args: [] });
  const idOf = (element: ElementRef) => element.handle as string;
  const asRef = (id: string) => ({ [ELEMENT_KEY]: id });
  const pointerClick = async (element: ElementRef) => {
    await call('POST', `${s}/execute/sync`, { script: 'arguments[0].scrollIntoView({ block: "center" });', args: [asRef(idOf(element))] });
    await call('POST', `${s}/actions`, {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: asRef(idOf(element)), x: 0, y: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await call('DELETE', `${s}/actions`);
  };
  const keys: Record<Exclude<Key, 'Shift+Tab'>, string> = { Enter: '\uE007', Tab: '\uE004', Escape: '\uE00C' };
  const SHIFT = '\uE008';

  return {
    name: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    async goto(url) {
      await call('POST', `${s}/url`, { url });
      await execute(`(${collectPageErrors.toString()})()`);
    },
    evaluate: execute,
    async elementOf(expression) {
      const value = (await execute(expression)) as Record<string, string> | null;
      return value && value[ELEMENT_KEY] ? { engine: 'webkit', handle: value[ELEMENT_KEY] } : null;
    },
    async click(element) {
      // Element Click finds the element's place and clicks it in one command, so a button that moves (the Stop
      // button under a growing answer) is hit where it is. It refuses a control inside a shadow root whose own
      // inner parts take the hit test ("element click intercepted", e.g. a text box): pointer actions click there.
      try {
        await call('POST', `${s}/element/${idOf(element)}/click`, {});
      } catch (error) {
        if (!(error instanceof WebDriverError && error.code === 'element click intercepted')) throw error;
        await pointerClick(element);
      }
    },
    async type(element, text) {
      await call('POST', `${s}/element/${idOf(element)}/value`, { text });
    },
    async press(key) {
      const strokes = (value: string) => [{ type: 'keyDown', value }, { type: 'keyUp', value }];
      const actions = key === 'Shift+Tab'
        ? [{ type: 'keyDown', value: SHIFT }, ...strokes(keys.Tab), { type: 'keyUp', value: SHIFT }]
        : strokes(keys[key]);
      await call('POST', `${s}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
      await call('DELETE', `${s}/actions`);
    },
    async select(element, value) {
      // Element Click on an option selects it, as the spec says, with input and change events.
      const option = (await call('POST', `${s}/execute/sync`, {
        script: 'return [...arguments[0].options].find((option) => option.value === arguments[1]) ?? null;',
        args: [asRef(idOf(element)), value],
      })) as Record<string, string> | null;
      if (!option?.[ELEMENT_KEY]) throw new Error(`no option "${value}"`);
      await call('POST', `${s}/element/${option[ELEMENT_KEY]}/click`, {});
    },
    async screenshot(element, file) {
      const png = (await call('GET', element ? `${s}/element/${idOf(element)}/screenshot` : `${s}/screenshot`)) as string;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    async takeErrors() {
      const errors = (await execute('(window.__pageErrors || []).splice(0)').catch(() => [])) as string[];
      return errors;
    },
    async close() {
      await call('DELETE', s).catch(() => undefined);
      stopDriver();
    },
  };
}

export const launch = (name: EngineName, options: LaunchOptions = {}): Promise<Engine> =>
  name === 'webkit' ? launchWebKit(options) : launchFirefox(options, name);
