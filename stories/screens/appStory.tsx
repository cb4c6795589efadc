import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { appRoutes } from '../../src/app/routes';
import { writeString } from '../../src/domain/storage';
import type { seedTokens } from '../../mocks/db';
import { resetDb } from '../../mocks/db';
import { signInAs, signOut } from '../../mocks/session';

/** The whole app (every route, guard and layout) at one address, in a memory router. */
export function AppAt({ entry }: { entry: InitialEntry }) {
  const [router] = useState(() => createMemoryRouter(appRoutes, { initialEntries: [entry] }));
  return <RouterProvider router={router} />;
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
}
