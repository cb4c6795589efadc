import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { e2ePorts, localOrigin } from './ports.ts';

/**
 * The production builds the journeys serve: Playwright's (playwright.config.ts) demo build, whose mock backend runs
 * in the page's service worker, and its http one, talking to the demo backend over HTTP (the demo's own pages, inbox
 * and connector, built in); the cross-engine run's (e2e/engines), talking to its own backend over HTTP. The ports
 * come from E2E_PORT (e2e/ports.ts). `npx tsx e2e/builds.ts [demo|http…]` makes them ahead; then E2E_BUILT=1 serves
 * Playwright's as they are (CI makes them while vitest runs).
 */
export const journeyBuilds = {
  demo: { outDir: 'dist', env: { VITE_API_URL: '' } },
  http: { outDir: 'dist-http', env: { VITE_API_URL: localOrigin(e2ePorts.api), VITE_DEMO_BACKEND: 'true' } },
  engines: { outDir: 'dist-engines', env: { VITE_API_URL: localOrigin(e2ePorts.api) } },
} as const;

export type JourneyBuild = keyof typeof journeyBuilds;

/** The shell command that builds one (nothing when E2E_BUILT=1 says it is built already), ending in `&&`. */
export const buildFirst = (name: JourneyBuild): string => (process.env.E2E_BUILT === '1' ? '' : `npx vite build --outDir ${journeyBuilds[name].outDir} && `);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2) as JourneyBuild[];
  for (const name of names.length ? names : (Object.keys(journeyBuilds) as JourneyBuild[])) {
    const build = journeyBuilds[name];
    if (!build) throw new Error(`no journey build named ${name}: ${Object.keys(journeyBuilds).join(', ')}`);
    const made = spawnSync('npx', ['vite', 'build', '--outDir', build.outDir, '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, ...build.env } });
    if (made.status !== 0) process.exit(made.status ?? 1);
  }
}
