import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { widgetFormUrl } from '../src/domain/embed.ts';
import { storageKeys } from '../src/domain/storage.ts';

const root = new URL('..', import.meta.url).pathname;
const outDirs: string[] = [];

/** Builds the app for production into a temporary folder, with or without a real backend. */
async function buildApp(apiUrl: string | undefined): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'app-build-'));
  outDirs.push(outDir);
  const saved = process.env.VITE_API_URL;
  if (apiUrl) process.env.VITE_API_URL = apiUrl;
  else delete process.env.VITE_API_URL;
  try {
    await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (saved === undefined) delete process.env.VITE_API_URL;
    else process.env.VITE_API_URL = saved;
  }
  return outDir;
}

/** Every built file, and every source file the bundles came from (their source maps). */
function inventory(outDir: string) {
  const files = readdirSync(outDir, { recursive: true }).map(String);
  const sources = files
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(join(outDir, file), 'utf8')) as { sources: string[] }).sources);
  const code = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(outDir, file), 'utf8'));
  return { files, sources, code };
}

/** The page's own inline script: its element's opening tag (which names the app's entry) and its text. */
const ownScriptOf = (page: string) => /(<script data-entry="([^"]*)" data-preloads="([^"]*)">)([\s\S]*?)<\/script>/.exec(page);

/**
 * Runs the page's inline script as a browser would at the given address, with or without a stored session (and
 * a chosen language); resolves to the requests it sent ("Authorization URL"), as many as there are by the next turn
 * of the event loop, and to the links it added to the page ("rel href").
 */
async function runInlineScript(page: string, address: string, accessToken: string | null, locale: string | null = null) {
  const own = ownScriptOf(page);
  const script = own?.[4] ?? '';
  const url = new URL(address);
  const requests: string[] = [];
  const links: Array<{ rel: string; href: string; as?: string; crossOrigin?: string }> = [];
  const fetch = (input: string, init: { headers: Record<string, string> }) => {
    requests.push(`${init.headers.Authorization ?? '-'} ${input}`);
    return new Promise(() => undefined);
  };
  const stored: Record<string, string | null> = { [storageKeys.accessToken]: accessToken, [storageKeys.locale]: locale };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const window = { location: { pathname: url.pathname, search: url.search, origin: url.origin } };
  // Links are told by their rel, scripts (the app's entry, the widget's and the share page's) by their type and address.
  const document = {
    documentElement: { lang: 'en' },
    currentScript: { dataset: { entry: own?.[2], preloads: own?.[3] } },
    createElement: (tag: string) => ({ rel: tag === 'script' ? 'script' : '', href: '', setAttribute: () => undefined, addEventListener: () => undefined }),
    head: { append: (element: { rel: string; href: string; type?: string; src?: string }) => links.push(element.src ? { rel: `script ${element.type || 'classic'}`, href: element.src } : element) },
  };
  const navigator = { languages: ['en-US', 'en'] };
  // The tasks the script queues to run next are counted, so that the test reads what it asked for once all of them
  // have run (it asks for a page's files over several); its calls' time limits are not.
  let tasks = 0;
  const queueTask = (run: () => void, ms?: number) => {
    if (ms) return setTimeout(run, ms);
    tasks++;
    return setTimeout(() => {
      tasks--;
      run();
    });
  };
  // A message to itself is a task queued too.
  class MessageChannel {
    port1 = { onmessage: null as null | (() => void), close: () => undefined };
    port2 = { postMessage: () => queueTask(() => this.port1.onmessage?.()) };
  }
  const context = { window, localStorage, fetch, URL, URLSearchParams, AbortController, MessageChannel, setTimeout: queueTask, clearTimeout, document, navigator };
  runInNewContext(script, context);
  await vi.waitFor(() => expect(tasks).toBe(0));
  // A preload also says what it is fetched as, and whether without credentials (as a plain fetch() asks).
  const described = ({ rel, href, as, crossOrigin }: (typeof links)[number]) =>
    as ? `${rel} ${as}${crossOrigin === '' ? ' anonymous' : ''} ${href}` : `${rel} ${href}`;
  return { requests, links: links.map(described) };
}
const inlineScriptRequests = async (page: string, address: string, accessToken: string | null) =>
  (await runInlineScript(page, address, accessToken)).requests;

/** The built file (under /app/assets/) of the given source module: its own chunk, or the chunk it went into. */
function fileOf(outDir: string, source: string): string {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  if (manifest[source]) return `/app/${manifest[source].file}`;
  const map = readdirSync(join(outDir, 'assets')).find((file) =>
    file.endsWith('.js.map') && (JSON.parse(readFileSync(join(outDir, 'assets', file), 'utf8')) as { sources: string[] }).sources.some((path) => path.endsWith(source)),
  );
  if (!map) throw new Error(`no built file holds ${source}`);
  return `/app/assets/${map.replace(/\.map$/, '')}`;
}

const mockSource = (source: string) => /(^|\/)mocks\/|node_modules\/(msw|@msw)\//.test(source);

afterAll(() => {
  for (const outDir of outDirs) rmSync(outDir, { recursive: true, force: true });
});

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** Every script of a page without `src`, as the browser would hash it. */
const inlineScriptsOf = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
const fontsScriptOf = (html: string) => /<script data-fonts>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
/** The page's meta policy: where it is, its text, and the script hashes it allows (sorted). */
function policyOf(html: string) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  const text = meta?.[1] ?? '';
  return { at: meta?.index ?? Infinity, text, hashes: [...text.matchAll(/'sha256-[^']+'/g)].map((match) => match[0]).sort() };
}

describe('production build', () => {
  it('with VITE_API_URL holds no mock code at all: no mock module, no msw, no service worker script', async () => {
    const outDir = await buildApp('https://api.example.test/base');
    const { files, sources, code } = inventory(outDir);
    expect(files.filter((file) => file.includes('mockServiceWorker'))).toEqual([]);
    expect(sources.filter(mockSource)).toEqual([]);
    expect(code.filter((text) => text.includes('startDemoBackend') || text.includes('setupWorker'))).toEqual([]);
    // The page connects to the backend's origin while its scripts load.
    const page = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(page).toMatch(/<link rel="preconnect" href="https:\/\/api\.example\.test" crossorigin/);
    // With a stored session, the page's own inline script (before any stylesheet, which it would wait for) sends
    // the page's first calls with the stored token; a guest's page sends none.
    // It stands where the app's entry script stood (before any stylesheet, which it would wait for, and before the
    // fonts: the app's code is asked for first) and adds that script itself, except on a share page: the page names
    // no script of the app's, nor its preloads.
    const own = ownScriptOf(page);
    const entry = own?.[2] ?? '';
    const entryPreloads = (own?.[3] ?? '').split(' ').filter(Boolean);
    expect(entry).toMatch(/^\/app\/assets\/app-[\w-]+\.js$/);
    expect(page.indexOf(own?.[0] ?? '<none>')).toBeGreaterThan(0);
    expect(page.indexOf(own?.[0] ?? '<none>')).toBeLessThan(page.indexOf('rel="stylesheet"'));
    expect(page.indexOf(own?.[0] ?? '<none>')).toBeLessThan(page.indexOf('rel="preload" as="font"'));
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    const startsTheApp = [...entryPreloads.map((href) => `modulepreload ${href}`), `script module ${entry}`];
    // Every page carries it ahead of everything else: the client's transport, the route table and the list of the
    // first pages' files, nothing more (an import of the api's hooks once pulled React Query into it: 30 KB more).
    const inlineScript = own?.[4] ?? '';
    expect(gzipSync(inlineScript, { level: 9 }).length).toBeLessThan(5 * 1024);
    const api = 'https://api.example.test/base/api/v1';
    await expect(inlineScriptRequests(page, 'https://app.example.test/app/forms?page=3&size=25', 'token-1')).resolves.toEqual([
      `Bearer token-1 ${api}/auth/user/`,
      `Bearer token-1 ${api}/subscription/usage/`,
      `Bearer token-1 ${api}/lead_forms/?page=3&page_size=25`,
    ]);
    await expect(inlineScriptRequests(page, 'https://app.example.test/app/chats', 'token-1')).resolves.toHaveLength(2);
    await expect(inlineScriptRequests(page, 'https://app.example.test/app/forms', null)).resolves.toEqual([]);
    // It also asks at once for the code and texts of the page's first screen, in the page's language: My Forms'
    // screen and its list call with /forms; the session check's calls on any page; nothing for a guest.
    const forms = await runInlineScript(page, 'https://app.example.test/app/forms', 'token-1');
    const screenFile = fileOf(outDir, 'src/features/forms/MyFormsScreen.tsx');
    const listCallFile = fileOf(outDir, 'src/api/endpoints/forms.ts');
    const sessionCheckFile = fileOf(outDir, 'src/api/endpoints/auth.ts');
    const englishForms = fileOf(outDir, 'src/i18n/locales/en/forms.json');
    expect(forms.links).toEqual(expect.arrayContaining([screenFile, listCallFile, sessionCheckFile, englishForms].map((file) => `modulepreload ${file}`)));
    expect(forms.links.some((link) => /^stylesheet \/app\/assets\/.+\.css$/.test(link))).toBe(true);
    expect(new Set(forms.links).size).toBe(forms.links.length);
    const russian = await runInlineScript(page, 'https://app.example.test/app/forms', 'token-1', 'ru');
    expect(russian.links).toContain(`modulepreload ${fileOf(outDir, 'src/i18n/locales/ru/forms.json')}`);
    expect(russian.links).not.toContain(`modulepreload ${englishForms}`);
    const chats = await runInlineScript(page, 'https://app.example.test/app/chats', 'token-1');
    expect(chats.links).toContain(`modulepreload ${sessionCheckFile}`);
    expect(chats.links).not.toContain(`modulepreload ${screenFile}`);
    await expect(runInlineScript(page, 'https://app.example.test/app/forms', null)).resolves.toEqual({ requests: [], links: startsTheApp });
    // A share page, a visitor's (no session) or an owner's, asks at once for the widget's script and for the page's
    // own, which draws it (src/app/sharePage.ts), and for none of the app's code; no other page asks for them.
    // (Built under Vitest, NODE_ENV=test, the build takes the widget's development address; e2e/sharePageStable.spec.ts
    // checks the real build's widget.js.)
    const widgetScript = expect.stringMatching(/^script module https:\/\/app\.example\.test\/app\/(widget\.js|src\/widget\/main\.ts)\?t=\d+$/);
    const sharePageScript = files.find((file) => /^assets\/sharePage-[\w-]+\.js$/.test(file));
    expect(sharePageScript).toBeDefined();
    const sharePage = { requests: [], links: [widgetScript, `script classic /app/${sharePageScript}`] };
    // A form's share page asks for the form's model too, at the very address the widget asks for it, so that the
    // widget's call takes the answer instead of leaving only after its script has arrived and run.
    const formModel = `preload fetch anonymous ${widgetFormUrl('https://api.example.test/base', '12')}`;
    const formSharePage = { requests: [], links: [formModel, ...sharePage.links] };
    await expect(runInlineScript(page, 'https://app.example.test/app/forms/share/12', null)).resolves.toEqual(formSharePage);
    await expect(runInlineScript(page, 'https://app.example.test/app/forms/share/12', 'token-1')).resolves.toEqual(formSharePage);
    await expect(runInlineScript(page, 'https://app.example.test/app/chats/share/5/', null)).resolves.toEqual(sharePage);
    expect(forms.links.filter((link) => link.startsWith('script'))).toEqual([`script module ${entry}`]);
    expect((await runInlineScript(page, 'https://app.example.test/app/forms/preview/12', 'token-1')).links.filter((link) => link.startsWith('script'))).toEqual([`script module ${entry}`]);
    expect((await runInlineScript(page, 'https://app.example.test/app/forms/share/12/leads', null)).links).toEqual(startsTheApp);
    // The page's Content-Security-Policy comes before any script and allows its inline scripts (the early calls,
    // the fonts) by their hashes, and calls to the backend's origin.
    const policy = policyOf(page);
    expect(policy.at).toBeLessThan(page.indexOf('<script'));
    expect(policy.hashes).toEqual([inlineScript, fontsScriptOf(page)].map(sha).sort());
    expect(policy.text).toMatch(/^script-src 'self'( 'sha256-[^']+'){2}; connect-src 'self' https:\/\/api\.example\.test; worker-src 'self'; object-src 'none'; base-uri 'self'$/);
    // The prerendered login page (when Chromium was there to render it) allows its own inline scripts, and only those.
    if (files.includes('login.html')) {
      const login = readFileSync(join(outDir, 'login.html'), 'utf8');
      const loginScripts = inlineScriptsOf(login);
      expect(loginScripts.length).toBeGreaterThanOrEqual(3);
      // Its copy of the page's own script does not start the app at once: its own script does, after the first paint.
      expect(login).not.toContain('data-entry');
      expect(policyOf(login).hashes).toEqual(loginScripts.map(sha).sort());
    }
  }, 180_000);

  it('in demo mode (no VITE_API_URL) carries the mock backend, so the check above can tell', async () => {
    const outDir = await buildApp(undefined);
    const { files, sources } = inventory(outDir);
    expect(files).toContain('mockServiceWorker.js');
    expect(sources.some(mockSource)).toBe(true);
    const page = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(page).not.toContain('rel="preconnect"');
    // The backend runs in the page: nothing may be sent before it has started.
    expect(page).not.toContain('<script>');
    // The first screens' fonts are asked for by the page itself, and each of them exists: by links the faces every
    // page draws (Montserrat's bold, Inter's regular and semibold: the widget's text on a share page too), by the
    // page's fonts script Inter's medium, except on a share page (the widget draws none).
    const fonts = [...page.matchAll(/<link rel="preload" as="font"[^>]* href="\/app\/([^"]+)"/g)].map((match) => match[1]);
    expect([...fonts].sort()).toEqual([
      expect.stringMatching(/^assets\/inter-latin-400-/),
      expect.stringMatching(/^assets\/inter-latin-600-/),
      expect.stringMatching(/^assets\/montserrat-latin-700-/),
    ]);
    for (const font of fonts) expect(files).toContain(font);
    const fontsScript = fontsScriptOf(page);
    // Its policy: scripts and calls of its own origin only (its backend answers there), and its one inline script.
    expect(policyOf(page).text).toBe(`script-src 'self' ${sha(fontsScript)}; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'`);
    expect(inlineScriptsOf(page)).toEqual([fontsScript]);
    const fontsAt = (pathname: string) => {
      const links: string[] = [];
      const document = { createElement: () => ({}), head: { appendChild: (link: { rel: string; as: string; href: string }) => links.push(`${link.rel} ${link.as} ${link.href}`) } };
      runInNewContext(fontsScript, { location: { pathname }, document });
      return links;
    };
    const interFaces = fontsAt('/app/forms');
    expect(interFaces).toEqual([expect.stringMatching(/^preload font \/app\/assets\/inter-latin-500-/)]);
    for (const link of interFaces) expect(files).toContain(link.split(' /app/')[1]);
    expect(fontsAt('/app/login')).toEqual(interFaces);
    expect(fontsAt('/app/forms/share/1')).toEqual([]);
    // React Router's production build, and the public suffix list left out of the demo backend.
    expect(sources.filter((source) => source.includes('react-router/dist/development/'))).toEqual([]);
    expect(sources.some((source) => source.includes('react-router/dist/production/'))).toBe(true);
    expect(sources.filter((source) => source.includes('node_modules/tldts'))).toEqual([]);
  }, 180_000);
});
