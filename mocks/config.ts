import { delay } from 'msw';

/**
 * How long the mock backend takes to answer. One setting for the whole backend: zero under tests and
 * Storybook (fast, stable screenshots), realistic in demo mode (set by `startDemoBackend`). A scenario that
 * needs a slow answer asks for it explicitly (`xScenarios.slow(ms)`), it does not change this.
 */
export interface MockDelays {
  /** Every ordinary call. */
  request: number;
  /** AI calls (LLM chain, AI form creation): the real service takes 20-25 s; the demo shortens that. */
  ai: number;
  /** Training a chat source, per page (0: sources are ready at once). */
  trainingPage: number;
  /** Between two pieces of a streamed answer. */
  token: number;
}

export const mockDelays: MockDelays = { request: 0, ai: 0, trainingPage: 0, token: 0 };

export function configureMockDelays(delays: Partial<MockDelays>): void {
  Object.assign(mockDelays, delays);
}

/** Waits as long as the current setting says; no timer at all when it is zero, so tests stay synchronous-fast. */
export async function waitFor(kind: keyof MockDelays): Promise<void> {
  const ms = mockDelays[kind];
  if (ms > 0) await delay(ms);
}

/**
 * Paths of the mock backend. They match any host (the app's API base comes from the environment) and, since
 * msw matches without a trailing slash optionally, both `/lead_forms/5` and `/lead_forms/5/`.
 */
export const apiPath = (path: string): string => `*/api/v1${path}`;
export const llmPath = (path: string): string => `*/llm_chain${path}`;

/**
 * The mock backend's clock for the times it stamps (a form's last_updated). The real time by default; a story
 * that shows a time it has just caused sets a fixed one (and resets it on cleanup), so its screenshot is stable.
 */
let clock: () => Date = () => new Date();
export const mockNow = (): Date => clock();
export function setMockClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date());
}

/** A clock for `setMockClock` that starts at `start` and moves one second per reading, so stamps still differ. */
export function tickingClock(start: string): () => Date {
  let ticks = 0;
  return () => new Date(Date.parse(start) + 1000 * ticks++);
}
