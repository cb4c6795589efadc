// `npm run lighthouse`: builds the app for production, serves the build compressed over HTTPS and HTTP/2 (as hosts
// do; the certificate is this run's own, made with openssl) with scripts/serve.mjs, and
// measures it with Lighthouse (mobile, simulated throttling) with Debian's Chromium on each page of scripts/pages.mjs,
// 3 runs each (accessibility and best practices in the first run only: they do not vary). Prints the median of every
// figure and exits non-zero when one misses its target. Each run starts in a fresh browser profile (cold cache, no
// service worker); a signed-in page gets its tokens before the run.
// /app/forms is also measured warm: a first visit in that profile, then the measured one with storage and cache
// kept, as an owner opens the app again (its LCP target is 1 s: the forms are drawn from what the device kept).
// Then an owner's site (scripts/hostPages.mjs), on an origin of its own, without and with the embed snippet, side by
// side: what the widget adds to its host's layout shift and blocking time, and how soon its form can be typed into.
//
// What is measured is what production users get: the build with VITE_API_URL set, talking to a backend on another
// origin. That backend is the demo backend over HTTP (mocks/server, the same handlers and seed as demo mode, without
// the demo's artificial 150 ms per call), so /app/forms shows the seed owner's forms. LIGHTHOUSE_MODE=demo measures
// the default demo build instead, where the browser itself downloads and starts the mock backend (about 200 KB gzip)
// before any data shows: a showcase, not what a production page ever loads.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { measureHostPages } from './hostPages.mjs';
import { chromiumPath, pages, seedForm, storedName } from './pages.mjs';
import { serveDist } from './serve.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// LIGHTHOUSE_REPORTS=<folder> keeps every run's full report (JSON, open it in the Lighthouse viewer) to see why.
const reports = process.env.LIGHTHOUSE_REPORTS;
// LIGHTHOUSE_ARTIFACTS=<folder> keeps every run's artifacts (the trace and the network log Lighthouse simulates
// from), one folder per run, for `node scripts/lighthouse-whatif.mjs` to ask what the simulation makes of a change.
const artifacts = process.env.LIGHTHOUSE_ARTIFACTS;
// LIGHTHOUSE_PAGES=/app/login measures only the pages listed (comma-separated; `owner-site` for the host pages).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
const targets = [
  { key: 'performance', label: 'performance', format: (v) => String(Math.round(v)), ok: (v) => v >= 95, target: '≥ 95' },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3), ok: (v) => v < 0.0005, target: '0' },
  { key: 'tbt', label: 'TBT ms', format: (v) => String(Math.round(v)), ok: (v) => v <= 150, target: '≤ 150' },
  { key: 'accessibility', label: 'accessibility', format: (v) => String(Math.round(v)), ok: (v) => v >= 100, target: '100' },
  { key: 'bestPractices', label: 'best practices', format: (v) => String(Math.round(v)), ok: (v) => v >= 100, target: '100' },
  { key: 'fcp', label: 'FCP ms', format: (v) => String(Math.round(v)), ok: () => true, target: '' },
];

/**
 * Chromium's flags for every browser this script starts (Lighthouse's own runs add one, see measure), launched with `ignoreDefaultFlags` because these hold
 * chrome-launcher's own: its list of features turned off gets three more, the omnibox popup, a page of Chromium's
 * interface that new headless loads with every window (a renderer of its own, about a third of a core while the
 * measured page loads on two; the widget's time to a usable form measured 1176 ms with it, 257 ms without).
 * Chromium keeps only the last --disable-features, so a second one would undo the launcher's.
 */
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup` : flag,
);
if (!launcherFlags.some((flag) => flag.includes('WebUIOmniboxPopup'))) {
  throw new Error('chrome-launcher no longer turns features off: add the omnibox popup to a --disable-features of our own');
}
const chromeFlags = () => [...launcherFlags, '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--ignore-certificate-errors-spki-list=${certificateKeyHash}`];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A warm visit's LCP target: the owner's forms drawn from what the device kept at the last visit. */
const WARM_LCP_MS = 1000;
const warmCacheKey = storedName('warmCache');
// /app/forms is measured twice: cold (a fresh profile), then warm (a second visit in the same browser).
const measuredPages = pages.flatMap((page) => (page.path === '/app/forms' ? [page, { ...page, warm: true, lcpMs: WARM_LCP_MS }] : [page]));

/** Where LIGHTHOUSE_ARTIFACTS keeps one run's artifacts. */
const artifactsFolder = (page, run) => `${artifacts}/${(page.path ?? page.url).replace(/\W+/g, '-').replace(/^-/, '')}${page.warm ? '-warm' : ''}-${run}`;

/**
 * The categories a run audits. Accessibility and best practices come from the page as it stands, not from timings:
 * every run gives the same scores (they did in every CI run so far), so only a page's first run audits them and the
 * other runs measure performance alone (a run without them is a few seconds shorter: no axe pass, no checks of the
 * page's console, links and libraries). The performance figures come from the trace taken before any audit, so they
 * are the same either way. `page.performanceOnly`: a page whose other scores are not reported (the owner's site).
 */
const categoriesOf = (page, run) => (run === 1 && !page.performanceOnly ? ['performance', 'accessibility', 'best-practices'] : ['performance']);

/** One Lighthouse run of `page` (of the app at `origin`, or its own `url`): the figures of `targets`. */
async function measure(origin, page, run) {
  const url = page.url ?? `${origin}${page.path}`;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // --run-all-compositor-stages-before-draw, for Lighthouse's runs only: without it, headless Chromium under the
    // phone's screen emulation often skips the frames of a page's first second, so the page's first paint is
    // observed one or two whole seconds after it was ready (observed FCP of /app/login at 1.25 or 2.25 s, with the
    // page painted at 0.3 s once the flag is set or the emulation off), and Lighthouse's simulation builds on the
    // late observation. Without the emulation (the widget's time to a usable form) it does harm instead: one run in
    // three or four got no animation frame for about 900 ms after the form was drawn.
    // --ignore-certificate-errors-spki-list: the server's certificate is this run's own, signed by no authority;
    // trusted by its key, it counts as valid, so the browser keeps what it fetched in its HTTP cache for a warm
    // visit (with --ignore-certificate-errors, nothing from a site with a certificate error is cached).
    chromeFlags: [...chromeFlags(), '--run-all-compositor-stages-before-draw'],
    ignoreDefaultFlags: true,
  });
  // One tab for what comes before the run and for the run itself, in front: a run in a tab opened after another
  // one had been used and closed now and then painted nothing (NO_FCP).
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    if (Object.keys(page.storage).length > 0) {
      // Tokens go into local storage from a page of the same origin that is not the app (a 404 text), so the
      // run still starts with a cold cache and no service worker.
      await tab.goto(`${origin}/app/lighthouse-storage.txt`);
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, page.storage);
      if (page.warm) {
        // The first visit: the page loads and keeps what it showed (src/api/queries/warmCache.ts), then the
        // measured visit opens it again in the same browser, its storage and HTTP cache kept.
        // On the phone Lighthouse emulates (its screen decides the layout, and what is kept is kept for a layout),
        // until the page as drawn is kept too, and the faces it was drawn in have arrived (an owner who has seen the
        // page has them in the cache; a visit left sooner had Inter's bold fetched again by the measured one); then
        // the page is left, as an owner leaves it.
        await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        await tab.goto(`${origin}${page.path}`);
        await tab.waitForFunction((key) => localStorage.getItem(key)?.includes('"forms","list"'), { timeout: 60_000 }, warmCacheKey);
        // Nothing more on its way, then every face the page asked for has arrived.
        await tab.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
        await tab.evaluate(() => document.fonts.ready.then(() => undefined));
        await tab.goto('about:blank');
      }
    }
    await tab.bringToFront();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categoriesOf(page, run),
      disableStorageReset: true,
      // Every page here paints within two seconds (its network is not throttled); a run that has painted nothing by
      // then has stalled (NO_FCP, now and then) and is run again: waiting Lighthouse's default 30 s for it cost CI up
      // to a minute and a half.
      maxWaitForFcp: 10_000,
      // The page's full screenshot only illustrates a kept report's elements; no figure is taken from it.
      disableFullPageScreenshot: !reports && !artifacts,
      // Gathered, saved, then audited from what was saved (the report is the same).
      ...(artifacts && { gatherMode: artifactsFolder(page, run), auditMode: artifactsFolder(page, run) }),
    }, undefined, tab);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(`${reports}/${page.path.replace(/\W+/g, '-').replace(/^-/, '')}${page.warm ? '-warm' : ''}-${run}.json`, result.report);
    }
    return {
      performance: categories.performance.score * 100,
      // Not audited in this run (categoriesOf): undefined, left out of the page's figures.
      accessibility: categories.accessibility && categories.accessibility.score * 100,
      bestPractices: categories['best-practices'] && categories['best-practices'].score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      failed: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** A run in which headless Chromium painted nothing (NO_FCP, now and then on a busy machine) is run again, twice at most. */
async function measureOnce(origin, page, run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(origin, page, run);
    } catch (error) {
      if (!String(error).includes('NO_FCP') || attempt === 3) throw error;
      console.log(`lighthouse: ${page.path ?? page.url}${page.warm ? ' warm' : ''} run ${run} painted nothing (NO_FCP); running it again`);
    }
  }
}

/** Runs one page's measuring; one that cannot be measured is reported and counted as a miss, and the others go on. */
async function orMissed(what, measuring) {
  try {
    return await measuring();
  } catch (error) {
    console.log(`\n${what}: not measured: ${String(error.message ?? error).split('\n')[0]}`);
    return 1;
  }
}

const mode = process.env.LIGHTHOUSE_MODE === 'demo' ? 'demo' : 'production';
const root = new URL('..', import.meta.url).pathname;

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The HTTP demo backend (`npm run api`) from its seed, answering the app's origin; resolves once it listens. */
function startApi(port, appOrigin, storeFile) {
  // Its own process group, so that stopping it stops tsx's node process too.
  const api = spawn(join(root, 'node_modules/.bin/tsx'), ['mocks/server/main.ts'], {
    cwd: root,
    detached: true,
    env: { ...process.env, API_PORT: String(port), API_APP_ORIGINS: appOrigin, API_FRESH: '1', API_STORE_FILE: storeFile, API_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    api.once('exit', (code) => reject(new Error(`the demo backend stopped (exit code ${code})`)));
    api.stdout.on('data', (data) => {
      if (String(data).includes('[api]')) resolve(api);
    });
  });
}

/** A certificate for 127.0.0.1 that only this run trusts: browsers speak HTTP/2 only over HTTPS. */
function selfSignedCertificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-keyout', key, '-out', cert, ...subject], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`lighthouse: openssl could not make a certificate (apt-get install openssl): ${made.stderr ?? made.error}`);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** The base64 SHA-256 of a certificate's public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
function publicKeyHash(certPem) {
  return createHash('sha256').update(new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
}

// CI prints how long each part took: the step is the longest report-only one.
const startedAt = Date.now();
const secondsSince = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const outDir = join(work, 'dist');
const apiPort = mode === 'production' ? await freePort() : null;
const apiUrl = apiPort ? `http://127.0.0.1:${apiPort}` : '';
console.log(`lighthouse: building (${mode === 'production' ? `production, VITE_API_URL=${apiUrl}` : 'demo mode'}) …`);
const built = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_API_URL: apiUrl },
});
if (built.status !== 0) {
  rmSync(work, { recursive: true, force: true });
  throw new Error('lighthouse: the build failed');
}

const builtIn = secondsSince(startedAt);
const measuringFrom = Date.now();
const tls = selfSignedCertificate(work);
const certificateKeyHash = publicKeyHash(tls.cert);
const server = await serveDist({ dist: outDir, tls });
const api = apiPort ? await startApi(apiPort, server.origin, join(work, 'store.json')) : null;
let missed = 0;
try {
  for (const page of measuredPages.filter((candidate) => !only || only.includes(candidate.path))) {
    const results = [];
    const failed = await orMissed(`${page.path}${page.warm ? ' warm' : ''}`, async () => {
      for (let run = 1; run <= runs; run++) results.push(await measureOnce(server.origin, page, run));
      return 0;
    });
    missed += failed;
    if (failed) continue;
    const backend = api ? 'production build, demo backend over HTTP' : 'demo build, mock backend in the browser';
    const visit = page.warm ? ' warm (a second visit: first visit, then the measured one with storage and cache kept)' : '';
    console.log(`\n${page.path}${visit} — median of ${runs} run(s) (Lighthouse, mobile, simulated throttling; ${backend}; served with brotli over HTTP/2)`);
    const lcpTarget = { key: 'lcp', label: 'LCP ms', format: (v) => String(Math.round(v)), ok: (v) => v <= page.lcpMs, target: `≤ ${page.lcpMs}` };
    for (const { key, label, format, ok, target } of [targets[0], lcpTarget, ...targets.slice(1)]) {
      const measured = results.map((result) => result[key]).filter((value) => value !== undefined);
      const value = median(measured);
      const pass = ok(value);
      if (!pass) missed++;
      // A score audited once (categoriesOf) says so instead of listing one value as if it were the runs'.
      const each = measured.length === results.length ? measured.map(format).join(' / ') : 'run 1 only: the same every run';
      console.log(`  ${label.padEnd(15)} ${format(value).padStart(6)}  ${target.padEnd(7)} ${pass ? 'ok  ' : 'MISS'}  (${each})`);
    }
    const failedAudits = [...new Set(results.flatMap((result) => result.failed))];
    if (failedAudits.length) console.log(`  failed audits: ${failedAudits.join(', ')}`);
  }
  if (!only || only.includes('owner-site')) missed += await orMissed('an owner\'s site', () => measureHostPages({ appOrigin: server.origin, formId: seedForm('published'), runs, measure: measureOnce, median, chromeFlags, artifacts }));
} finally {
  await server.close();
  if (api) {
    api.removeAllListeners('exit');
    process.kill(-api.pid, 'SIGTERM');
  }
  rmSync(work, { recursive: true, force: true });
}
console.log(missed ? `\nlighthouse: ${missed} figure(s) miss their target.` : '\nlighthouse: every target is met.');
console.log(`lighthouse took ${secondsSince(startedAt)}: the build ${builtIn}, the measuring ${secondsSince(measuringFrom)}`);
process.exit(missed ? 1 : 0);
