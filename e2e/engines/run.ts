import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { engineNames, launch, optionalEngineNames, type Engine, type EngineName, type LaunchOptions } from './browsers';
import { appJourneys } from './journeys/app';
import { chatJourneys } from './journeys/chat';
import { pageJourneys } from './journeys/pages';
import { widgetJourneys } from './journeys/widget';
import type { Journey, JourneyContext } from './journeys/context';
import { Page } from './page';
import { startServers, stopServers } from './servers';

/*
 * Not a page error: the browser's notice that some size changes are reported one frame later (WebKit reports it as an
 * error event when a popover's positioning, which watches its anchor's size, moves things within a frame). Nothing
 * is lost and nothing the visitor sees changes; every other error fails the journey.
 */
const resizeObserverNotice = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

/*
 * `npm run test:engines`: the widget (forms and the chat embed), the share and mini pages and the app's main journeys in Firefox and WebKit
 * (Chromium runs everything else). Journeys run one after another, each engine in one browser; a journey that
 * fails leaves a screenshot of the page. Widget screenshots of every engine are kept for review under
 * test-results/engines/<engine>/ (not compared: engines draw text differently).
 *   ENGINES=webkit        only these engines (comma-separated); ENGINES=chromium runs them in Debian's Chromium too
 *   JOURNEYS=<text>       only journeys whose name contains it
 *   ENGINES_BUILD=0       serve the last build of dist-engines instead of building (quick runs while writing journeys)
 * Prints each engine's counts, writes test-results/engines/results.json and ends with `N passed, N failed`.
 */

const outDir = resolve('test-results/engines');
const JOURNEY_TIMEOUT = 90_000;

const wantedEngines = (process.env.ENGINES ?? engineNames.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is EngineName => ([...engineNames, ...optionalEngineNames] as readonly string[]).includes(name));
const journeys: Journey[] = [...widgetJourneys, ...chatJourneys, ...pageJourneys, ...appJourneys].filter((journey) => !process.env.JOURNEYS || journey.name.includes(process.env.JOURNEYS));

interface Outcome {
  engine: EngineName;
  version: string;
  passed: string[];
  failed: { name: string; error: string }[];
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runEngine(name: EngineName): Promise<Outcome> {
  const outcome: Outcome = { engine: name, version: '', passed: [], failed: [] };
  let engine: Engine | null = null;
  const others: Engine[] = [];
  const started = Date.now();
  for (const journey of journeys) {
    const journeyStarted = Date.now();
    try {
      engine ??= await launch(name);
      outcome.version = engine.version;
      const page = new Page(engine);
      const context: JourneyContext = {
        engine: name,
        page,
        shot: (file) => resolve(outDir, name, file),
        async visitor(options: LaunchOptions) {
          const other = await launch(name, options);
          others.push(other);
          return new Page(other);
        },
      };
      await withTimeout(journey.run(context), JOURNEY_TIMEOUT, journey.name);
      const errors = [...(await engine.takeErrors()), ...(await Promise.all(others.map((other) => other.takeErrors()))).flat()].filter(
        (message) => !resizeObserverNotice.test(message),
      );
      if (errors.length > 0) throw new Error(`page errors: ${errors.join(' | ')}`);
      outcome.passed.push(journey.name);
      console.log(`  ✓ ${name}: ${journey.name} (${seconds(journeyStarted)})`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome.failed.push({ name: journey.name, error: message });
      console.log(`  ✗ ${name}: ${journey.name} (${seconds(journeyStarted)})\n      ${message.split('\n').join('\n      ')}`);
      if (engine) {
        const file = resolve(outDir, name, `FAILED ${journey.name.replace(/[^\w -]+/g, '')}.png`);
        await withTimeout(engine.screenshot(null, file), 10_000, 'a screenshot').catch(() => undefined);
        // A journey that ran out of time may still be acting on the page: the next one gets a new browser.
        if (/took longer than/.test(message)) {
          await engine.close().catch(() => undefined);
          engine = null;
        }
      }
    } finally {
      for (const other of others.splice(0)) await other.close().catch(() => undefined);
    }
  }
  await engine?.close().catch(() => undefined);
  console.log(`${name} (${outcome.version || 'did not start'}): ${outcome.passed.length} passed, ${outcome.failed.length} failed in ${seconds(started)}`);
  return outcome;
}

async function main(): Promise<number> {
  const started = Date.now();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (wantedEngines.length === 0 || journeys.length === 0) {
    console.log(`no engine or journey chosen (ENGINES=${process.env.ENGINES ?? ''}, JOURNEYS=${process.env.JOURNEYS ?? ''})`);
    console.log('0 passed, 1 failed');
    return 1;
  }
  try {
    await startServers({ build: process.env.ENGINES_BUILD !== '0' });
  } catch (error) {
    stopServers();
    console.log(`the servers did not start: ${error instanceof Error ? error.message : String(error)}`);
    console.log(`0 passed, ${wantedEngines.length * journeys.length} failed`);
    return 1;
  }
  console.log(`servers up in ${seconds(started)}; ${journeys.length} journeys in ${wantedEngines.join(' and ')}`);
  const outcomes: Outcome[] = [];
  try {
    for (const name of wantedEngines) outcomes.push(await runEngine(name));
  } finally {
    stopServers();
  }
  const passed = outcomes.reduce((sum, o) => sum + o.passed.length, 0);
  const failed = outcomes.reduce((sum, o) => sum + o.failed.length, 0);
  writeFileSync(resolve(outDir, 'results.json'), JSON.stringify({ passed, failed, seconds: Math.round((Date.now() - started) / 1000), outcomes }, null, 2));
  console.log(`cross-engine run took ${seconds(started)}`);
  for (const o of outcomes) console.log(`${o.engine}: ${o.passed.length} passed, ${o.failed.length} failed`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.on('SIGINT', () => {
  stopServers();
  process.exit(130);
});
process.exitCode = await main();
// Anything still holding the event loop (a browser's pipe) must not keep the run alive.
setTimeout(() => process.exit(process.exitCode ?? 1), 2_000).unref();
