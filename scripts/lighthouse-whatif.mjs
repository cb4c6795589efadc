// `node scripts/lighthouse-whatif.mjs <run folder> [--path] [what-if …]`: what Lighthouse's simulation (the one
// `npm run lighthouse` scores: a phone at 1.6 Mbps, 150 ms round trips, 4× slower CPU) makes of one measured run,
// as measured and with each what-if applied to the run's network log. The run folder is one of those that
// `LIGHTHOUSE_ARTIFACTS=<folder> npm run lighthouse` keeps. What-ifs (each applied alone; `a+b` applies both):
//   without:<text>       the requests whose address holds <text> are never made
//   bytes:<text>=<n>     their answers are <n> bytes on the wire (compressed, or smaller)
//   sameOrigin:<text>    they go to the page's own origin, on its connection, without a CORS preflight
// --path prints, for the measured run, the requests and main-thread tasks the simulated LCP waits for, in the order
// the simulation ends them. The figures are the simulation's: a what-if that removes something the page needs
// shows only what that thing costs in the model, not a page that works without it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

const [folder, ...args] = process.argv.slice(2);
if (!folder) throw new Error('usage: node scripts/lighthouse-whatif.mjs <run folder of LIGHTHOUSE_ARTIFACTS> [--path] [what-if …]');
const logName = readdirSync(folder).find((name) => name.endsWith('devtoolslog.json'));
if (!logName) throw new Error(`${folder}: no devtools log (keep a run with LIGHTHOUSE_ARTIFACTS=<folder> npm run lighthouse)`);
const measuredLog = JSON.parse(readFileSync(join(folder, logName), 'utf8'));

/** The ids of the requests of a network log that `matches` (given each request's `Network.requestWillBeSent`). */
function requestIds(log, matches) {
  return new Set(log.filter((event) => event.method === 'Network.requestWillBeSent' && matches(event.params)).map((event) => event.params.requestId));
}
const withoutRequests = (log, ids) => log.filter((event) => !ids.has(event.params?.requestId));
const addressHolds = (text) => (params) => params.request.url.includes(text);

/** The log's events of the page's own document request and its answer. */
function documentOf(log) {
  const sent = log.find((event) => event.method === 'Network.requestWillBeSent' && event.params.type === 'Document');
  const received = log.find((event) => event.method === 'Network.responseReceived' && event.params.requestId === sent.params.requestId);
  return { origin: new URL(sent.params.request.url).origin, response: received.params.response };
}

const whatIfs = {
  without: (log, text) => withoutRequests(log, requestIds(log, addressHolds(text))),
  bytes: (log, spec) => {
    const [text, bytes] = spec.split('=');
    const ids = requestIds(log, addressHolds(text));
    for (const event of log) {
      if (!ids.has(event.params?.requestId)) continue;
      if (event.method === 'Network.dataReceived') event.params.encodedDataLength = 0;
      if (event.method === 'Network.loadingFinished') event.params.encodedDataLength = Number(bytes);
    }
    return log;
  },
  sameOrigin: (log, text) => {
    const page = documentOf(log);
    const preflights = requestIds(log, (params) => params.request.method === 'OPTIONS' && params.request.url.includes(text));
    const moved = withoutRequests(log, preflights);
    const ids = requestIds(moved, addressHolds(text));
    const onPageOrigin = (url) => url.replace(/^https?:\/\/[^/]+/, page.origin);
    for (const event of moved) {
      if (!ids.has(event.params?.requestId)) continue;
      if (event.method === 'Network.requestWillBeSent') event.params.request.url = onPageOrigin(event.params.request.url);
      if (event.method !== 'Network.responseReceived') continue;
      const { response } = event.params;
      Object.assign(response, {
        url: onPageOrigin(response.url),
        protocol: page.response.protocol,
        connectionId: page.response.connectionId,
        connectionReused: true,
        remoteIPAddress: page.response.remoteIPAddress,
        remotePort: page.response.remotePort,
      });
    }
    return moved;
  },
};

/** The simulated FCP and LCP of the run with `log` as its network log (and, with `path`, the LCP's simulation). */
async function simulate(log, path) {
  const copy = mkdtempSync(join(tmpdir(), 'lighthouse-whatif-'));
  try {
    cpSync(folder, copy, { recursive: true });
    writeFileSync(join(copy, logName), JSON.stringify(log));
    const artifacts = await loadArtifacts(copy);
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: artifacts.settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
    const context = { computedCache: new Map() };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    if (path) printPath(lcp.pessimisticEstimate.nodeTimings);
    return { fcp: Math.round(fcp.timing), lcp: Math.round(lcp.timing) };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The simulated requests and main-thread tasks (of 5 ms or more as measured), in the order they end. */
function printPath(nodeTimings) {
  const rows = [...nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  console.log('simulated start → end ms   what (the pessimistic estimate, which waits for every layout)');
  for (const [node, timing] of rows) {
    const measuredMs = Math.round(node.duration / 1000);
    if (node.type === 'cpu' && measuredMs < 5) continue;
    const what =
      node.type === 'network'
        ? `${node.request.requestMethod ?? 'GET'} ${node.request.url} (${node.request.transferSize} bytes)`
        : `main thread, ${measuredMs} ms as measured${node.didPerformLayout() ? ', with layout' : ''}`;
    console.log(`${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padEnd(6)}  ${what}`);
  }
}

const showPath = args.includes('--path');
const measured = await simulate(structuredClone(measuredLog), showPath);
console.log(`${'as measured'.padEnd(40)} FCP ${String(measured.fcp).padStart(5)} ms   LCP ${String(measured.lcp).padStart(5)} ms`);
for (const spec of args.filter((arg) => arg !== '--path')) {
  let log = structuredClone(measuredLog);
  for (const part of spec.split('+')) {
    const [kind, ...rest] = part.split(':');
    const apply = whatIfs[kind];
    if (!apply) throw new Error(`unknown what-if ${part} (without:, bytes:, sameOrigin:)`);
    log = apply(log, rest.join(':'));
  }
  const { fcp, lcp } = await simulate(log);
  console.log(`${spec.padEnd(40)} FCP ${String(fcp).padStart(5)} ms   LCP ${String(lcp).padStart(5)} ms   (LCP ${lcp - measured.lcp >= 0 ? '+' : ''}${lcp - measured.lcp})`);
}
