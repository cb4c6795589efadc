import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { journeyBuilds } from '../builds';
import { e2ePorts, localOrigin } from '../ports';

/*
 * The three origins of the Playwright http mode, on its ports (e2e/ports.ts): the demo backend over HTTP
 * (`npm run api`), the production build made for it (`vite build --outDir dist-engines`, served by `vite preview`),
 * and an owner's site, here a page of this run's own (host.html) served by a few lines of node:http.
 */

export const origins = {
  app: `${localOrigin(e2ePorts.http)}/app/`,
  api: localOrigin(e2ePorts.api),
  site: localOrigin(e2ePorts.ownerSite),
} as const;

/** The engines' own production build. */
const { outDir, env: buildEnv } = journeyBuilds.engines;
const children: ChildProcess[] = [];
let siteServer: Server | null = null;

/** Starts a command in a process group of its own (so stopping it stops what it started); its output goes to `log`. */
function start(command: string, args: string[], env: Record<string, string>, log: string[]): ChildProcess {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => log.push(chunk));
  }
  children.push(child);
  return child;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  const log: string[] = [];
  const child = start(command, args, env, log);
  return new Promise((done, fail) =>
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} failed (${code}):\n${log.join('').slice(-2000)}`)))),
  );
}

/** Whether a server answers at all (a refusal such as 401 counts: it is up). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitUntilUp(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const started = Date.now();
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} stopped (${child.exitCode}):\n${log.join('').slice(-2000)}`);
    if (Date.now() - started > 60_000) throw new Error(`${url} did not answer in 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A port already answering is another run's server (or Playwright's): this run would test someone else's code. */
async function ensureFree(port: number): Promise<void> {
  if (await answers(localOrigin(port))) throw new Error(`port ${port} is in use (another e2e run?): stop that server or set E2E_PORT`);
}

/**
 * Builds the app for the HTTP backend and starts all three servers; resolves when each answers. `build: false`
 * serves the dist-engines of an earlier build (made for the same ports), for quick runs while writing a journey.
 * The build has a folder of its own (not Playwright's dist-http), so that CI can run this beside the e2e journeys
 * (with E2E_PORT set to other ports).
 */
export async function startServers({ build }: { build: boolean }): Promise<void> {
  for (const port of [e2ePorts.api, e2ePorts.http, e2ePorts.ownerSite]) await ensureFree(port);

  const apiLog: string[] = [];
  const api = start('npx', ['tsx', 'mocks/server/main.ts'], {
    API_PORT: String(e2ePorts.api),
    API_APP_ORIGINS: localOrigin(e2ePorts.http),
    API_STORE_FILE: 'test-results/engines-api-store.json',
    API_FRESH: '1',
    API_DELAY_MS: '0',
    // Slow enough for Stop to be pressed mid-answer (an answer is 60–300 pieces), fast enough for the rest.
    API_TOKEN_MS: '15',
  }, apiLog);

  if (build) await run('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], buildEnv);
  const appLog: string[] = [];
  const app = start('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(e2ePorts.http), '--strictPort'], {}, appLog);

  const hostPage = readFileSync(resolve(import.meta.dirname, 'host.html'));
  siteServer = createServer((request, response) => {
    if (new URL(request.url ?? '/', origins.site).pathname === '/host.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(hostPage);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => siteServer!.listen(e2ePorts.ownerSite, done));

  await waitUntilUp(`${origins.api}/api/v1/subscription/tariff/`, api, apiLog);
  await waitUntilUp(origins.app, app, appLog);
}

export function stopServers(): void {
  siteServer?.close();
  for (const child of children) {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
