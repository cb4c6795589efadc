import { getAccessToken, preloadFormCalls, preloadSessionCheck, preloadUsage, type EarlyCall } from '../api';
import { pageCalls, sendPageCalls } from './earlyCalls';

/** What loads the code (the call and its schemas) that takes the answer of each early call. */
const answerCode: Partial<Record<EarlyCall['endpoint'], () => void>> = {
  getCurrentUser: preloadSessionCheck,
  getUsage: preloadUsage,
  getLeadForms: preloadFormCalls,
};

/**
 * With a stored session: sends the page's first calls (unless index.html has sent them already) and starts loading
 * the code that takes their answers, so that it arrives with the screen instead of after it (the screen would
 * only then ask for it). Kept out of index.html's own script, which must stay small.
 */
export function startPageCalls(location: Pick<Location, 'pathname' | 'search'>, { send }: { send: boolean }): void {
  if (!getAccessToken()) return;
  if (send) sendPageCalls(location);
  for (const { endpoint } of pageCalls(location)) answerCode[endpoint]?.();
}
