import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
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

/**
 * Runs the page's inline script as a browser would at the given address, with or without a stored session;
 * resolves to the requests it sent ("Authorization URL"), as many as there are by the next turn of the event loop.
 */
async function inlineScriptRequests(page: string, address: string, accessToken: string | null): Promise<string[]> {
  const script = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  const url = new URL(address);
  const requests: string[] = [];
  const fetch = (input: string, init: { headers: Record<string, string> }) => {
    requests.push(`${init.headers.Authorization ?? '-'} ${input}`);
    return new Promise(() => undefined);
  };
  const localStorage = { getItem: (key: string) => (key === storageKeys.accessToken ? accessToken : null) };
  const window = { location: { pathname: url.pathname, search: url.search } };
  runInNewContext(script, { window, localStorage, fetch, URL, URLSearchParams, AbortController, setTimeout, clearTimeout });
  await new Promise((done) => setTimeout(done, 0));
  return requests;
}

const mockSource = (source: string) => /(^|\/)mocks\/|node_modules\/(msw|@msw)\//.test(source);

afterAll(() => {
  for (const outDir of outDirs) rmSync(outDir, { recursive: true, force: true });
});

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
    expect(page.indexOf('<script>')).toBeGreaterThan(0);
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('rel="stylesheet"'));
    const api = 'https://api.example.test/base/api/v1';
    await expect(inlineScriptRequests(page, 'https://app.example.test/app/forms?page=3&size=25', 'token-1')).resolves.toEqual([
      `Bearer token-1 ${api}/auth/user/`,
      `Bearer token-1 ${api}/subscription/usage/`,
      `Bearer token-1 ${api}/lead_forms/?page=3&page_size=25`,
    ]);
    await expect(inlineScriptRequests(page, 'https://app.example.test/app/chats', 'token-1')).resolves.toHaveLength(2);
    await expect(inlineScriptRequests(page, 'https://app.example.test/app/forms', null)).resolves.toEqual([]);
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
    // The first screens' fonts are asked for by the page itself, and each of them exists.
    const fonts = [...page.matchAll(/<link rel="preload" as="font"[^>]* href="\/app\/([^"]+)"/g)].map((match) => match[1]);
    expect(fonts).toHaveLength(4);
    for (const font of fonts) expect(files).toContain(font);
    // React Router's production build, and the public suffix list left out of the demo backend.
    expect(sources.filter((source) => source.includes('react-router/dist/development/'))).toEqual([]);
    expect(sources.some((source) => source.includes('react-router/dist/production/'))).toBe(true);
    expect(sources.filter((source) => source.includes('node_modules/tldts'))).toEqual([]);
  }, 180_000);
});
