/**
 * The owner's last known data, kept on this device so that their next visit draws My Forms (and the top bar) at
 * once instead of a spinner, then refreshes it. Only with a stored session: main.tsx loads this module before the
 * first render of a signed-in page, never on a guest's page.
 *
 * Whose it is: the entry names the sign-in it was kept for and that sign-in's person (`signIn` in storage, see
 * ../client/session.ts). It is drawn only while the stored sign-in is that same one, and written only by a tab
 * that works for it and knows its person. Every sign-in and sign-out removes it (recordSignIn), and an entry of
 * another sign-in, another person or another shape is removed when found. What it holds: the current user (its AI
 * provider key and invite link left out), the credits, the forms lists and the forms themselves; nothing else.
 * Drawn answers are marked stale, so every screen that shows one asks the server again at once.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { currentSessionChange, signInOfThisTab } from '../client/session';
import { readJson, tabPerson, writeJson } from '../client/storage';
import type { User } from '../schemas';
import { authKeys } from './auth';
import { subscriptionKeys } from './subscription';
import { identifiedSignIn, warmCacheVersion, type KeptPage } from './warmPage';

export { warmCacheVersion };

/** At most this many forms (the most recently loaded) are kept besides the lists. */
const KEPT_FORMS = 5;

/** How long after an answer the entry is written: answers that arrive together are written once. */
const SAVE_DELAY_MS = 300;

type KeptAnswer = { key: QueryKey; data: unknown; at: number };
export type WarmEntry = { version: string; signIn: string; person: string; answers: KeptAnswer[]; page?: KeptPage | null };

// formKeys.lists() and formKeys.details() of ./forms, spelled out: importing that module would fetch its calls'
// loader before the first render.
const formLists = ['forms', 'list'];
const formDetails = ['forms', 'detail'];

const same = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
const isForm = (key: QueryKey) => same(key, formDetails) && key.length === 3;

/** The answers worth drawing at once, and safe to keep: no statistics, leads, chats, integrations or plans. */
export function isKept(key: QueryKey): boolean {
  return (
    same(key, authKeys.user()) || same(key, subscriptionKeys.usage()) || same(key, formLists) || isForm(key)
  );
}

/** What of an answer is written: the user without their AI provider key (only whether they have one) and invite link. */
function keptData(key: QueryKey, data: unknown): unknown {
  if (!same(key, authKeys.user())) return data;
  const user = data as User;
  return { ...user, openai_key: user.openai_key ? '••••' : null, zapier_invite_link: null };
}

function asEntry(raw: unknown): WarmEntry | null {
  const entry = raw as Partial<WarmEntry> | null;
  return entry && typeof entry.signIn === 'string' && typeof entry.person === 'string' && Array.isArray(entry.answers)
    ? (entry as WarmEntry)
    : null;
}

/**
 * Puts the kept answers of the stored sign-in into `client`, marked stale (refreshed as soon as a screen shows
 * them). An entry of another sign-in or person, or of another shape, is removed instead. Returns how many were drawn.
 */
export function restoreWarmCache(client: QueryClient): number {
  const entry = readJson('warmCache', asEntry);
  if (!entry) return 0;
  const signIn = identifiedSignIn();
  if (entry.version !== warmCacheVersion || !signIn || entry.signIn !== signIn.id || entry.person !== signIn.person) {
    writeJson('warmCache', null);
    return 0;
  }
  for (const { key, data, at } of entry.answers) {
    if (!isKept(key)) continue;
    client.setQueryData(key, data, { updatedAt: at });
    client.getQueryCache().find({ queryKey: key, exact: true })?.invalidate();
  }
  return entry.answers.length;
}

/**
 * Writes the kept answers of `client`, when this tab works for the stored sign-in and knows its person, with the
 * page as drawn now when `page` gives one (else the page kept before, if any, stays).
 */
export function saveWarmCache(client: QueryClient, page?: () => KeptPage | null): void {
  const signIn = identifiedSignIn();
  if (!signIn || signIn.id !== signInOfThisTab() || tabPerson() !== signIn.person || currentSessionChange()) return;
  const user = client.getQueryData<User | null>(authKeys.user());
  if (!user || String(user.id) !== signIn.person) return;
  const answered = (query: Query) => query.state.status === 'success' && query.state.data != null && isKept(query.queryKey);
  const queries = client.getQueryCache().findAll({ predicate: answered });
  const forms = queries.filter((query) => isForm(query.queryKey)).sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept = queries.filter((query) => !isForm(query.queryKey)).concat(forms.slice(0, KEPT_FORMS));
  const answers = kept.map(({ queryKey, state }) => ({ key: queryKey, data: keptData(queryKey, state.data), at: state.dataUpdatedAt }));
  const drawn = page?.() ?? readJson('warmCache', asEntry)?.page ?? null;
  const entry: WarmEntry = { version: warmCacheVersion, signIn: signIn.id, person: signIn.person, answers, page: drawn };
  try {
    writeJson('warmCache', entry);
  } catch {
    // The device's storage is full: the next visit starts cold, nothing else changes.
  }
}

/**
 * Draws what the stored sign-in's person last saw into `client`, then keeps it up to date: each time one of the
 * kept answers arrives or goes, the entry is written again (the credits' poll every few seconds writes nothing),
 * with the page as `page` draws it then, and again when the person leaves the page.
 */
export function startWarmCache(client: QueryClient, page?: () => KeptPage | null): void {
  restoreWarmCache(client);
  // The page as the person leaves it (a tab closed, another app in front): the one they last saw.
  if (page) {
    addEventListener('pagehide', () => saveWarmCache(client, page));
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveWarmCache(client, page));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  client.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey;
    if (!isKept(key) || same(key, subscriptionKeys.usage())) return;
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) {
      clearTimeout(timer);
      timer = setTimeout(() => saveWarmCache(client, page), SAVE_DELAY_MS);
    }
  });
}
