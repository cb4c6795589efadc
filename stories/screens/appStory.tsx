import { expect, within } from 'storybook/test';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { AppRoutes } from '../../src/app/router';
import { writeString } from '../../src/api/client/storage';
import type { seedTokens } from '../../mocks/db';
import { resetDb, SEED_NOW } from '../../mocks/db';
import { setMockClock } from '../../mocks/config';
import { signInAs, signOut } from '../../mocks/session';

/** The whole app (every route, guard and layout) at one address, in a memory router. */
export function AppAt({ entry }: { entry: InitialEntry }) {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <AppRoutes />
    </MemoryRouter>
  );
}

export type StoryAccount = keyof typeof seedTokens | null;

/**
 * Fresh mock store and session for a screen story: signed in as a seed account, or signed out (null). The app
 * tour is marked as done so that it does not cover the screen (the tour stories clear it themselves).
 */
export function startAs(account: StoryAccount, { tourDone = true }: { tourDone?: boolean } = {}) {
  resetDb();
  if (account) signInAs(account);
  else signOut();
  writeString('tourApp', tourDone ? 'true' : null);
  writeString('sessionNotices', null);
  // Each story starts as a newcomer to the device: no typed e-mail, no recorded owner of unsaved work.
  writeString('authEmail', null);
  writeString('workOwner', null);
}

/**
 * startAs, with the mock backend's clock stopped at the seed's "now", so dates and "3 days ago" texts stay the
 * same in every run. Returns the cleanup for a story's `beforeEach`.
 */
export function startAtSeedTime(account: StoryAccount): () => void {
  startAs(account);
  setMockClock(() => new Date(SEED_NOW));
  return () => setMockClock(null);
}

/**
 * Wait options for the first element of a lazily loaded screen: its chunk is compiled on first use by the dev
 * server, which takes seconds on a busy machine (a wait for a condition, not a sleep).
 */
export const screenLoad = { timeout: 15_000 } as const;

/** Every page has exactly one main landmark and one h1 (the page's title). */
export async function expectOneMainAndOneH1(root: ParentNode) {
  const texts = (selector: string) => Array.from(root.querySelectorAll(selector), (element) => element.textContent?.slice(0, 40));
  await expect(texts('main')).toHaveLength(1);
  await expect(texts('h1')).toHaveLength(1);
}

/**
 * A phone-sized page (the `small` viewport, 375 px) that works there: it is not covered by the request for a bigger
 * screen, and the page itself is never wider than the screen (a wide table scrolls inside its own frame).
 */
export async function expectUsableOnPhone(root: HTMLElement) {
  await expect(window.innerWidth).toBe(375);
  await expect(within(document.body).queryByRole('heading', { name: 'Please use a bigger screen' })).toBeNull();
  await expect(document.scrollingElement!.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(root.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
