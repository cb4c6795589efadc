/**
 * A signed-in owner's next visit paints the page they last saw before any of the app's code has arrived: the
 * markup of My Forms as React had drawn it, kept with their warm answers (src/api/queries/warmPage.ts; index.html's
 * script paints it: earlyCallsScript.ts). The app then renders the same page over it from those answers, and
 * refreshes them. Only My Forms, the page an owner opens many times a day, whose every answer is kept: another
 * page's copy could show what the app cannot draw at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { KeptPage } from '../api';
import { startWarmCache } from '../api/queries/warmCache';
import { pagePath, pagePlace } from './earlyCalls';

/** The page whose copy is kept, by its path under the router base (pagePath). */
const keptPath = '/forms';
/** A copy larger than this (a long list) is not kept: storage is small and shared with the owner's drafts. */
const KEPT_PAGE_MAX_CHARS = 150_000;

/** My Forms as drawn now, once its list has been drawn (nothing in it loading); null on any other page. */
export function pageToKeep(): KeptPage | null {
  const root = document.getElementById('root');
  if (pagePath(location.pathname) !== keptPath || !root?.querySelector('main') || root.querySelector('[aria-busy="true"]')) return null;
  const html = root.innerHTML;
  return html.length <= KEPT_PAGE_MAX_CHARS ? { ...pagePlace(), language: document.documentElement.lang, html } : null;
}

/** Draws what the stored sign-in's person last saw into `client` and keeps it, with My Forms as drawn. */
export const startWarmVisit = (client: QueryClient) => startWarmCache(client, pageToKeep);
