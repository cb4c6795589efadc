// An owner's site for `npm run lighthouse`: the same plain article page twice, on an origin of its own (plain
// HTTP, as many small sites still are), once as it is and once with the embed code an owner pastes between its
// paragraphs, copied from the form editor's Publication step as an owner copies it (with the form's height that the
// editor's preview measured, src/domain/embed.ts's buildEmbedSnippet). Measured side by side, the difference is what
// the widget costs a host page: layout shift, blocking time, and how soon after its script arrives the form can
// be typed into.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumPath, signedIn, storedName } from './pages.mjs';

const paragraph =
  'We build and repair bikes for the city: commuters, cargo bikes and the odd racing frame. Bring yours in any ' +
  'weekday; most repairs are done the same day, and we tell you the price before we start.';

/** The page: a header, paragraphs around the place the snippet goes, and more text below it. */
function article(snippet) {
  const text = (count) => Array.from({ length: count }, () => `<p>${paragraph}</p>`).join('\n    ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Bob's bikes</title>
  <meta name="description" content="A bike shop's page, used to measure what the embedded form costs its host.">
  <style>
    body { margin: 0 auto; max-width: 40rem; padding: 1rem; font: 1rem/1.5 system-ui, sans-serif; color: #1d1d1f; }
  </style>
</head>
<body>
  <main>
    <h1>Bob's bikes</h1>
    ${text(2)}
    <h2>Ask us anything</h2>
    ${snippet}
    ${text(6)}
  </main>
</body>
</html>
`;
}

/**
 * The embed code of form `formId` as its owner copies it from the app at `appOrigin`: the editor's Publication step,
 * signed in as the seed owner, on a laptop's screen (1280 × 800: the live preview shows beside the steps from
 * 1100 px wide), read once it holds the height the preview measured.
 */
export async function copiedSnippet({ appOrigin, formId, chromeFlags }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags, ignoreDefaultFlags: true });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.goto(`${appOrigin}/app/lighthouse-storage.txt`);
    const tours = Object.fromEntries(['tour.formStep1', 'tour.formStep2', 'tour.formStep3'].map((key) => [storedName(key), 'true']));
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, { ...signedIn, ...tours });
    await page.goto(`${appOrigin}/app/forms/${formId}?step=publication`);
    const code = await page.waitForFunction(
      () => [...document.querySelectorAll('textarea')].map((box) => box.value).find((value) => value.includes('aii-cx-widget-root') && value.includes('min-height:')),
      { timeout: 60_000 },
    );
    const snippet = await code.jsonValue();
    await browser.disconnect();
    return snippet;
  } finally {
    chrome.kill();
  }
}

/** Serves /plain.html and /with-widget.html (with `snippet`); resolves to the two pages' addresses and a close(). */
export function serveHostPages({ snippet }) {
  const pages = { '/plain.html': article(''), '/with-widget.html': article(snippet) };
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!page) return response.writeHead(404).end('Not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolve({
        plain: `${origin}/plain.html`,
        withWidget: `${origin}/with-widget.html`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/**
 * How long after the widget's script arrived its form could be typed into (`ready`, ms), and how much of that was
 * the wait for the form's call (`formCall`): the page notes, every frame, the first moment a text field of the form
 * is in the widget's shadow root; the resource timings say when the script's last byte came and how long the call
 * took. `page` is a puppeteer page, already throttled as the caller wants.
 */
export async function formReadyAfterScript(page, url) {
  await page.evaluateOnNewDocument(() => {
    const watch = () => {
      const field = document.querySelector('.aii-cx-widget-root')?.shadowRoot?.querySelector('input, textarea');
      if (field) window.__formReadyAt = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto(url);
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(String(error)));
  try {
    await page.waitForFunction(() => window.__formReadyAt !== undefined, { timeout: 30_000 });
  } catch (error) {
    const shown = await page.evaluate(() => document.querySelector('.aii-cx-widget-root')?.shadowRoot?.textContent ?? '(no widget)');
    throw new Error(`the widget's form never showed on ${url}: it shows "${shown.slice(0, 200)}"; ${problems.join('; ')}`, { cause: error });
  }
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const script = resources.find((entry) => new URL(entry.name).pathname.endsWith('/widget.js'));
    const formCall = resources.find((entry) => new URL(entry.name).pathname.endsWith('/widget/'));
    if (!script || !formCall) throw new Error('the widget script or its form call was not fetched');
    return { ready: window.__formReadyAt - script.responseEnd, formCall: formCall.responseEnd - formCall.startTime };
  });
}

/** What the widget may add to its host: no layout shift, at most 50 ms of blocking, a form within 300 ms. */
const HOST_TARGETS = { clsAdded: 0.0005, tbtAddedMs: 50, readyMs: 300 };
const CPU_SLOWDOWN = 4;

/**
 * One cold run of the page with the snippet in a fresh browser, the CPU slowed down: formReadyAfterScript. With
 * `tracePath`, the run's performance trace is written there (open it in the browser's Performance panel).
 */
async function readyOnce(url, chromeFlags, tracePath) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags, ignoreDefaultFlags: true });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    if (tracePath) await page.tracing.start({ path: tracePath, screenshots: false });
    const ms = await formReadyAfterScript(page, url);
    if (tracePath) await page.tracing.stop();
    await browser.disconnect();
    return ms;
  } finally {
    chrome.kill();
  }
}

/**
 * Measures the owner's site without and with the widget, `runs` times each (`measure` is lighthouse.mjs's Lighthouse
 * run), prints them side by side and returns how many of the widget's targets are missed. With `artifacts` (a
 * folder), the trace of each run of the time to a usable form is kept there.
 */
export async function measureHostPages({ appOrigin, formId, runs, measure, median, chromeFlags, artifacts }) {
  const snippet = await copiedSnippet({ appOrigin, formId, chromeFlags: chromeFlags() });
  if (artifacts) mkdirSync(artifacts, { recursive: true });
  const host = await serveHostPages({ snippet });
  try {
    const plain = [];
    const withWidget = [];
    const ready = [];
    for (let run = 1; run <= runs; run++) {
      // Performance alone: the host page's accessibility and best practices are the owner's, not reported here.
      plain.push(await measure(appOrigin, { path: '/owner-site', url: host.plain, storage: {}, performanceOnly: true }, run));
      withWidget.push(await measure(appOrigin, { path: '/owner-site-with-widget', url: host.withWidget, storage: {}, performanceOnly: true }, run));
      ready.push(await readyOnce(host.withWidget, chromeFlags(), artifacts && `${artifacts}/owner-site-form-ready-${run}.trace.json`));
    }
    const rows = [
      { label: 'CLS', key: 'cls', format: (v) => v.toFixed(3), ok: (added) => added < HOST_TARGETS.clsAdded, target: 'adds 0' },
      { label: 'TBT ms', key: 'tbt', format: (v) => String(Math.round(v)), ok: (added) => added <= HOST_TARGETS.tbtAddedMs, target: `adds ≤ ${HOST_TARGETS.tbtAddedMs}` },
      { label: 'LCP ms', key: 'lcp', format: (v) => String(Math.round(v)), target: '' },
      { label: 'performance', key: 'performance', format: (v) => String(Math.round(v)), target: '' },
    ];
    console.log(`\nThe embed code, as copied from the editor's Publication step:\n  ${snippet.replace(/\n/g, '\n  ')}`);
    console.log(`\nAn owner's site without / with the embed snippet (form ${formId}) — median of ${runs} run(s) (Lighthouse, mobile, simulated throttling)`);
    console.log(`  ${''.padEnd(15)} ${'without'.padStart(8)} ${'with'.padStart(8)} ${'added'.padStart(8)}  target`);
    let missed = 0;
    for (const { label, key, format, ok = () => true, target } of rows) {
      const without = median(plain.map((result) => result[key]));
      const withIt = median(withWidget.map((result) => result[key]));
      const added = withIt - without;
      const pass = ok(added);
      if (!pass) missed++;
      const each = withWidget.map((result) => format(result[key])).join(' / ');
      console.log(`  ${label.padEnd(15)} ${format(without).padStart(8)} ${format(withIt).padStart(8)} ${format(added).padStart(8)}  ${target.padEnd(9)} ${target ? (pass ? 'ok  ' : 'MISS') : '    '}  (with: ${each})`);
    }
    const readyMedian = median(ready.map((run) => run.ready));
    const readyPass = readyMedian <= HOST_TARGETS.readyMs;
    if (!readyPass) missed++;
    const each = (key) => ready.map((run) => Math.round(run[key])).join(' / ');
    console.log(`  form usable after its script arrived (CPU ${CPU_SLOWDOWN}× slower, no network throttling):`);
    console.log(`    ${Math.round(readyMedian)} ms  ≤ ${HOST_TARGETS.readyMs}  ${readyPass ? 'ok' : 'MISS'}  (${each('ready')}); of which the form's call to the API: ${each('formCall')} ms`);
    return missed;
  } finally {
    await host.close();
  }
}
