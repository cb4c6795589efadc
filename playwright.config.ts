import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.ts';
import { buildFirst, journeyBuilds } from './e2e/builds.ts';
import { e2ePorts, localOrigin } from './e2e/ports.ts';

/*
 * Whole journeys in Chromium against production builds (e2e/builds.ts), in two modes:
 * - demo: the build without VITE_API_URL; the mock backend runs in the page's service worker.
 * - http: the build with VITE_API_URL pointing at `npm run api` (the same handlers over real HTTP) on another
 *   origin, so CORS, preflights and streaming through a socket are part of every journey. Journeys tagged
 *   @demo-only rely on the service worker and are skipped there; @http-only ones check the HTTP edge itself.
 * The http mode has a third origin too: an owner's site (public/widget-demo.html) embedding the widget.
 * Ports: e2e/ports.ts (E2E_PORT, else a block of the checkout's own), shared with the cross-engine run.
 */
export { e2ePorts };

/** `--project demo` alone does not need the HTTP mode's servers. */
const argv = process.argv.join(' ');
const onlyDemo = /--project[= ]demo\b/.test(argv) && !/--project[= ]http\b/.test(argv);

type Server = { command: string; url: string; env: Record<string, string> };

const demoServer: Server = {
  command: `${buildFirst('demo')}npx vite preview --outDir ${journeyBuilds.demo.outDir} --port ${e2ePorts.demo} --strictPort`,
  url: `${localOrigin(e2ePorts.demo)}/app/`,
  env: journeyBuilds.demo.env,
};
const httpServers: Server[] = [
  {
    command: 'npx tsx mocks/server/main.ts',
    url: `${localOrigin(e2ePorts.api)}/api/v1/subscription/tariff/`,
    env: {
      API_PORT: String(e2ePorts.api),
      API_APP_ORIGINS: localOrigin(e2ePorts.http),
      API_STORE_FILE: 'test-results/e2e-api-store.json',
      API_FRESH: '1',
      API_DELAY_MS: '0',
    },
  },
  {
    command: `${buildFirst('http')}npx vite preview --outDir ${journeyBuilds.http.outDir} --port ${e2ePorts.http} --strictPort`,
    url: `${localOrigin(e2ePorts.http)}/app/`,
    env: journeyBuilds.http.env,
  },
  // An owner's site: the demo host page on an origin of its own, loading the widget from the app's host.
  {
    command: `npx vite preview --outDir public --base / --port ${e2ePorts.ownerSite} --strictPort`,
    url: `${localOrigin(e2ePorts.ownerSite)}/widget-demo.html`,
    env: {},
  },
];

const webServer: PlaywrightTestConfig['webServer'] = [demoServer, ...(onlyDemo ? [] : httpServers)].map((server) => ({
  ...server,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
}));

export default defineConfig({
  testDir: './e2e',
  // Its own folder, which it empties when it starts: test-results also holds what runs beside it writes (the
  // cross-engine journeys' report and store).
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // The two modes side by side. The http mode's journeys share one server store (one journey's new lead must not
  // change another's counts): one at a time. The demo mode's store lives in each browser context: two at a time, its
  // files shared between two workers (alone, its journeys took about a third longer than the http mode's).
  workers: 3,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    // A trace records every journey's frames and DOM as it goes, kept only if it fails: two fifths of the journeys'
    // processor time (the whole run alone on two cores: 455 s with it, 340 s without), for a file CI's log cannot
    // show. CI runs without; locally a failed journey keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'demo', workers: 2, use: { baseURL: `${localOrigin(e2ePorts.demo)}/app/` }, grepInvert: /@http-only/ },
    { name: 'http', workers: 1, use: { baseURL: `${localOrigin(e2ePorts.http)}/app/` }, grepInvert: /@demo-only/ },
  ],
  webServer,
});
