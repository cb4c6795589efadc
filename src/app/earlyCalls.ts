import { matchPath } from 'react-router-dom';
import { sendEarlyCalls, type EarlyCall } from '../api';
// The address → page rule of My Forms, without its screen (a second, small surface of the feature).
import { formsListParams, formsPageFrom } from '../features/forms/paging';

/** What every signed-in page asks for first: the session check and the top bar's credits. */
const everyPage: EarlyCall[] = [{ endpoint: 'getCurrentUser' }, { endpoint: 'getUsage' }];

/** The first calls of a page's screen, by its path under the router base. */
const pages: Array<{ path: string; calls: (search: URLSearchParams) => EarlyCall[] }> = [
  { path: '/forms', calls: (search) => [{ endpoint: 'getLeadForms', query: formsListParams(formsPageFrom(search)) }] },
];

/**
 * With a stored session, sends the page's first calls while the app's code is still loading, so that the answers
 * and the code arrive side by side (loaded only with a stored session: a guest's page never fetches this).
 */
export function sendPageCalls(pathname: string, search: string, basename: string): void {
  const path = pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
  const page = pages.find((candidate) => matchPath(candidate.path, path));
  sendEarlyCalls([...everyPage, ...(page?.calls(new URLSearchParams(search)) ?? [])]);
}
