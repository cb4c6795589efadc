import { expect, waitFor } from 'storybook/test';
import { authHandlers } from '../../mocks/handlers';
import { signInAs } from '../../mocks/session';
import { faultKinds, faultSwitch, type FaultKind } from '../../mocks/faults';
import { configureApiClient, getAccessToken, resetApiClientConfig } from '../../src/api/client';
import { routes, type EndpointName, type RouteDef } from '../../src/api/endpoints/routes';
import { REQUEST_TIMEOUT_MS } from '../../src/domain/constants';

/*
 * One render of a screen meets every fault of the matrix in turn (mocks/faults.ts): the story arms a fault on one
 * call, does what the owner does, asserts what the owner sees and that nothing typed is lost, and goes on with
 * the next fault. The ended session comes last: the client then removes the tokens and asks for a reload, which a
 * story records instead of reloading Storybook's frame; the owner's tokens are then put back, so the story can go
 * on with another call as if the owner had signed in again.
 */
const faults = faultSwitch();

/** msw handlers of a fault story: the fault switch first (under `auth`, the first area), then the usual ones. */
export const faultHandlers = { auth: [faults.handler, ...authHandlers] };

/**
 * The client's timeout while the timeout fault is armed: the wait a cell costs. Long enough that the mock's other
 * answers in that moment (a few milliseconds each) never hit it on a busy machine.
 */
const STORY_TIMEOUT_MS = 1_000;

let reloads = 0;

/** A fault story's `beforeEach`: no fault armed, reloads recorded; the cleanup puts the client back. */
export function startFaultStory(): () => void {
  faults.disarm();
  reloads = 0;
  configureApiClient({ reload: () => (reloads += 1) });
  return () => {
    faults.disarm();
    resetApiClientConfig();
  };
}

/** Runs `cell` once per fault with that fault aimed at `call`; a cell that did not meet its call fails. */
export async function meetEachFault(call: EndpointName, cell: (fault: FaultKind) => Promise<void>): Promise<void> {
  for (const fault of faultKinds) {
    // The first fault of a load may have been armed before the screen rendered (armBeforeRender): it stays.
    if (!faults.isArmed(targetOf(call), fault)) faults.arm(targetOf(call), fault);
    reloads = 0;
    const signedIn = getAccessToken() !== null;
    if (fault === 'timeout') configureApiClient({ timeoutMs: STORY_TIMEOUT_MS });
    try {
      await cell(fault);
      await expect(faults.hits().length, `${call} × ${fault}: the call was never made`).toBeGreaterThan(0);
    } catch (error) {
      throw new Error(`${call} × ${fault}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      faults.disarm();
      configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS });
      if (fault === 'sessionEnded' && signedIn) signInAs('demoOwner');
    }
  }
}

/** Waits until the armed fault has met its call (a cell whose screen shows its failure a while after the call). */
export async function faultMet(): Promise<void> {
  await waitFor(() => expect(faults.hits().length).toBeGreaterThan(0), { timeout: 15_000 });
}

const targetOf = (call: EndpointName) => {
  const route: RouteDef = routes[call];
  return { method: route.method, path: route.path, service: route.service ?? 'api' } as const;
};

/** For a screen's first load: the first fault is armed before the screen renders (a story's `beforeEach`). */
export function armBeforeRender(call: EndpointName): void {
  faults.arm(targetOf(call), faultKinds[0]);
}

/** After the ended session: the tokens are gone and the page was asked to reload (to the sign-in page). */
export async function expectSessionEnded(): Promise<void> {
  await waitFor(() => expect(reloads).toBe(1));
  await expect(getAccessToken()).toBeNull();
}

export { reasonOf } from '../../mocks/faults';
