// `node scripts/lighthouse-tasks.mjs <run folder>`: the long tasks of one run kept by `LIGHTHOUSE_ARTIFACTS=<folder>
// npm run lighthouse`, as Lighthouse's simulation (the one it scores: a 4× slower CPU) counts them for the total
// blocking time: each main-thread task of 50 ms or more there, when it runs in the simulation, how long it took as
// measured and in the simulation, and what took its time (scripts evaluated or functions called by address, style,
// layout, parsing, garbage collection), so that a page's TBT can be traced to the code that makes it.
import { readdirSync } from 'node:fs';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

const [folder] = process.argv.slice(2);
if (!folder || !readdirSync(folder).some((name) => name.endsWith('trace.json'))) {
  throw new Error('usage: node scripts/lighthouse-tasks.mjs <run folder> (one that LIGHTHOUSE_ARTIFACTS=<folder> npm run lighthouse kept)');
}
const artifacts = await loadArtifacts(folder);
const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: artifacts.settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
const context = { computedCache: new Map() };
const fcp = await LanternFirstContentfulPaint.request(data, context);
const interactive = await LanternInteractive.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);
const window = [fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs];
console.log(`simulated: FCP ${Math.round(fcp.timing)} ms, interactive ${Math.round(interactive.timing)} ms, TBT ${Math.round(tbt.timing)} ms`);
console.log(`tasks of 50 ms or more in the simulation (blocking counted from FCP ${Math.round(window[0])} to ${Math.round(window[1])} ms):`);

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '') : '');
const named = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'ParseHTML']);

/** A task's time by kind of work (its events' own time, without their children's), the largest first. */
function breakdown(node) {
  const events = [node.event, ...node.childEvents].filter((event) => event.ph === 'X' && event.dur > 0);
  const own = new Map(events.map((event) => [event, event.dur]));
  // Each event's time less that of the events directly inside it (events are nested by time on one thread).
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const event of sorted) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    if (stack.length) own.set(stack.at(-1), own.get(stack.at(-1)) - event.dur);
    stack.push(event);
  }
  const parts = new Map();
  for (const [event, us] of own) {
    const data = event.args?.data ?? {};
    const key = named.has(event.name) ? `${event.name} ${shortUrl(data.url || data.stackTrace?.[0]?.url)}`.trim() : event.name;
    parts.set(key, (parts.get(key) ?? 0) + us / 1000);
  }
  return [...parts].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 0.5).slice(0, 6).map(([key, ms]) => `${key} ${ms.toFixed(1)}`).join('; ');
}

for (const [node, timing] of [...tbt.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
  if (node.type !== 'cpu' || timing.duration < 50) continue;
  const counted = timing.endTime > window[0] && timing.startTime < window[1] ? 'counted' : 'outside';
  console.log(`  ${String(Math.round(timing.startTime)).padStart(5)} ms: ${Math.round(timing.duration)} ms (${(node.duration / 1000).toFixed(1)} measured, ${counted}) ${breakdown(node)}`);
}
