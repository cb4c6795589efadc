// The pages `npm run size` and `npm run lighthouse` measure, and how each is opened: /app/login as a guest, and
// /app/forms signed in as the demo backend's seed owner (in the browser in demo mode, over HTTP for the production
// build that `npm run lighthouse` measures), with the app tour done.
import { existsSync, readFileSync } from 'node:fs';

const storage = readFileSync(new URL('../src/domain/storage.ts', import.meta.url), 'utf8');
const prefix = /storagePrefix\s*=\s*'([^']+)'/.exec(storage)?.[1];
if (!prefix) throw new Error('scripts/pages.mjs: storagePrefix not found in src/domain/storage.ts');

/** The stored name of one of the app's local-storage entries (src/domain/storage.ts's storageKeys). */
export const storedName = (name) => `${prefix}.${name}`;
const seed = readFileSync(new URL('../mocks/db/seedIds.ts', import.meta.url), 'utf8');
const access = /demoOwner:\s*\{\s*access_token:\s*'([^']+)',\s*refresh_token:\s*'([^']+)'/.exec(seed);
if (!access) throw new Error('scripts/pages.mjs: the demo owner tokens were not found in mocks/db/seedIds.ts');

/** The id of one of the seed owner's forms, by its name in mocks/db/seedIds.ts's seedForms. */
export function seedForm(name) {
  const id = new RegExp(`seedForms = \\{[^}]*\\b${name}:\\s*(\\d+)`).exec(seed)?.[1];
  if (!id) throw new Error(`scripts/pages.mjs: seedForms.${name} not found in mocks/db/seedIds.ts`);
  return id;
}

/** Local storage of a signed-in seed owner who has seen the app's tour. */
export const signedIn = {
  [`${prefix}.accessToken`]: access[1],
  [`${prefix}.refreshToken`]: access[2],
  // As a sign-in records it (src/api/client/session.ts): the app names its person once the user loads.
  [`${prefix}.signIn`]: JSON.stringify({ id: 'measured-sign-in' }),
  [`${prefix}.tour.app`]: 'true',
};

// lcpMs: the page's LCP target in `npm run lighthouse`: a signed-in page's largest element is the owner's
// own data, fetched after the start-up code, so /app/forms aims at Core Web Vitals' "good" (2.5 s); the pages a
// guest or a visitor opens draw without data of an owner and aim at 1.5 s.
export const pages = [
  { path: '/app/login', storage: {}, lcpMs: 1500 },
  { path: '/app/forms', storage: signedIn, lcpMs: 2500 },
  // What a visitor opens from a share link (no session): a plain form, and a form shown as a mini landing page.
  { path: `/app/forms/share/${seedForm('published')}`, storage: {}, lcpMs: 1500 },
  { path: `/app/forms/share/${seedForm('miniPageEmailAnswer')}`, storage: {}, lcpMs: 1500 },
];

/** $CHROMIUM_PATH, else Debian's chromium (as scripts/chromium.ts finds it for the tests). */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: apt-get install chromium, or set CHROMIUM_PATH.`);
  return path;
}
