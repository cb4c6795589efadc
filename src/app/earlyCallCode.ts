import { getAccessToken, preloadFormCalls, preloadSessionCheck, preloadUsage, type EarlyCall } from '../api';
import { pageCalls } from './earlyCalls';

/** What loads the code (the call and its schemas) that takes the answer of each early call. */
const answerCode: Partial<Record<EarlyCall['endpoint'], () => void>> = {
  getCurrentUser: preloadSessionCheck,
  getUsage: preloadUsage,
  getLeadForms: preloadFormCalls,
};

/**
 * With a stored session, starts loading the code that takes the answers of the page's first calls, so that it
 * arrives with the screen instead of after it (the screen would only then ask for it). Kept out of index.html's own
 * script, which must stay small (a production build's script asks for the same files by name: vite.config.ts).
 */
export function preloadAnswerCode(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!getAccessToken()) return;
  for (const { endpoint } of pageCalls(location)) answerCode[endpoint]?.();
}
