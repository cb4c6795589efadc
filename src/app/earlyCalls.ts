import { getAccessToken, sendEarlyCalls, type EarlyCall } from '../api';
// The address → page rule of every paged list, plain code without React.
import { pageFromSearch, pageQuery } from '../domain/paging';
import { smallScreenMaxWidth } from '../design-system/tokens/tokens';
import { routerBasename } from './config';

/** What every signed-in page asks for first: the session check and the top bar's credits. */
const everyPage: EarlyCall[] = [{ endpoint: 'getCurrentUser' }, { endpoint: 'getUsage' }];

/** The first calls of a page's screen, by its path under the router base. */
const pages: Array<{ path: string; calls: (search: URLSearchParams) => EarlyCall[] }> = [
  { path: '/forms', calls: (search) => [{ endpoint: 'getLeadForms', query: pageQuery(pageFromSearch(search)) }] },
];

/** A path as the router compares one without parameters, case and trailing slashes aside (no React Router here). */
const comparable = (path: string) => path.replace(/\/+$/, '').toLowerCase();

/** The page's path under the router base, as `comparable` writes it ('/forms'). */
export function pagePath(pathname: string): string {
  return comparable(pathname.startsWith(routerBasename) ? pathname.slice(routerBasename.length) || '/' : pathname);
}

/** Where the page is, as a kept page names it (keptPage.ts): its path and query, and whether the screen is small. */
export const pagePlace = () => ({
  path: pagePath(window.location.pathname) + window.location.search,
  small: window.matchMedia(`(max-width: ${smallScreenMaxWidth}px)`).matches,
});

/**
 * With a stored session, sends the page's first calls while the app's code is still loading, so that the answers
 * and the code arrive side by side. A build against a backend runs this from index.html (earlyCallsScript.ts);
 * in demo mode the backend runs in the page, so main.tsx runs it once the backend can start.
 */
export function sendPageCalls(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!getAccessToken()) return;
  sendEarlyCalls(pageCalls(location));
}

/** The page's first calls (src/app/earlyCallCode.ts loads the code that takes their answers). */
export function pageCalls({ pathname, search }: Pick<Location, 'pathname' | 'search'>): EarlyCall[] {
  const page = pages.find((candidate) => comparable(candidate.path) === pagePath(pathname));
  return [...everyPage, ...(page?.calls(new URLSearchParams(search)) ?? [])];
}
