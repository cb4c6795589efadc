import { delay, http, HttpHandler, HttpResponse, matchRequestUrl } from 'msw';
import { apiPath, llmPath } from './config';
import { errorResponse, messages, unauthorized } from './http';

/*
 * The five ways a call can fail that the fault matrix proves the app survives (docs/mock-backend.md "Faults"):
 * the server breaks (500), no answer reaches the browser (network), the answer never comes (timeout: the client
 * gives up after its `timeoutMs`, which a test lowers), an answer that is not what the call expects (malformed),
 * and an expired access token whose refresh is refused too (the session is over).
 * Each is made with the same msw primitives as the area scenarios (mocks/scenarioKit.ts), for one call.
 */
export const faultKinds = ['serverError', 'networkFailure', 'timeout', 'malformedBody', 'sessionEnded'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** Column titles of the printed matrix. */
export const faultTitles: Record<FaultKind, string> = {
  serverError: '500',
  networkFailure: 'network',
  timeout: 'timeout',
  malformedBody: 'malformed',
  sessionEnded: '401+refresh',
};

/** A call as the catalogue describes it (src/api/endpoints/catalogue.ts). */
export interface FaultTarget {
  method: string;
  path: string;
  service: 'api' | 'llm';
}

/** The msw path of a catalogue path: '/lead_forms/{id}' → '*\/api/v1/lead_forms/:id'. */
export function mockPathOf(target: FaultTarget): string {
  const path = target.path.replace(/\{(\w+)\}/g, ':$1');
  return target.service === 'llm' ? llmPath(path) : apiPath(path);
}

/** An error page from a proxy in front of the backend: a success status with a body no call can read. */
export const MALFORMED_BODY = '<!doctype html><title>Gateway</title><p>Upstream answered nothing usable.';

const isRefresh = (request: Request) => /\/auth\/token\/refresh\/?$/.test(new URL(request.url).pathname);

/** The answer `fault` gives to the call it is aimed at. */
async function faultAnswer(fault: FaultKind): Promise<Response> {
  switch (fault) {
    case 'serverError':
      return errorResponse(500, messages.serverError);
    case 'networkFailure':
      return HttpResponse.error();
    case 'timeout':
      // Never answers: the client's own timeout ends the wait.
      await delay('infinite');
      return HttpResponse.error();
    case 'malformedBody':
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'text/html' } });
    case 'sessionEnded':
      return unauthorized('Token is invalid or expired');
  }
}

/** The refresh is refused too: the session is over (the client clears the tokens and reloads). */
const refreshRefused = (): HttpHandler =>
  http.post(apiPath('/auth/token/refresh'), () => unauthorized('Token is invalid or expired'));

/** Handlers that make every request of one call fail with `fault`; put them before the ordinary handlers. */
export function faultHandlers(target: FaultTarget, fault: FaultKind): HttpHandler[] {
  const aimed = new HttpHandler(target.method, mockPathOf(target), () => faultAnswer(fault));
  return fault === 'sessionEnded' && !isRefreshTarget(target) ? [aimed, refreshRefused()] : [aimed];
}

function isRefreshTarget(target: FaultTarget): boolean {
  return /\/auth\/token\/refresh\/?$/.test(target.path);
}

/**
 * A fault a story arms and disarms while it runs, so one render meets each fault in turn:
 *   const faults = faultSwitch();  parameters: { msw: { handlers: { auth: [faults.handler, ...authHandlers] } } }
 *   faults.arm(call, 'timeout'); …; faults.disarm();
 * Put under `auth`, the first area, so it sees calls of every area before they are answered.
 */
export function faultSwitch() {
  let armed: { target: FaultTarget; fault: FaultKind } | null = null;
  const hits: string[] = [];
  const handler = http.all('*', ({ request }) => {
    if (!armed) return undefined;
    const url = new URL(request.url);
    if (armed.fault === 'sessionEnded' && isRefresh(request) && !isRefreshTarget(armed.target)) {
      return unauthorized('Token is invalid or expired');
    }
    if (request.method !== armed.target.method) return undefined;
    if (!matchRequestUrl(url, mockPathOf(armed.target)).matches) return undefined;
    hits.push(`${request.method} ${url.pathname}`);
    return faultAnswer(armed.fault);
  });
  return {
    handler,
    /** From now on, every request of `target` fails with `fault`. */
    arm(target: FaultTarget, fault: FaultKind) {
      armed = { target, fault };
      hits.length = 0;
    },
    disarm() {
      armed = null;
    },
    /** Whether exactly this fault is armed on exactly this call. */
    isArmed(target: FaultTarget, fault: FaultKind): boolean {
      return armed?.fault === fault && armed.target.method === target.method && armed.target.path === target.path;
    },
    /** Requests the armed fault answered since it was armed. */
    hits: (): readonly string[] => hits,
  };
}

/** The reason every screen gives for each fault (src/lib/failures.ts), in English: what the owner reads. */
export const reasonOf: Record<FaultKind, string> = {
  serverError: 'Something went wrong.',
  networkFailure: 'No connection. Check your internet and try again.',
  timeout: 'The server took too long to answer. Try again.',
  malformedBody: 'Something went wrong.',
  sessionEnded: 'Your session has ended. Log in again; your changes are kept.',
};
