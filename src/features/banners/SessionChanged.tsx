import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSessionChange, type SessionChange } from '../../api';
import { Banner } from '../../design-system';
import { storageKeys } from '../../domain/storage';
import { useAuth } from '../auth';
import * as styles from './sessionChanged.css';

/**
 * Says so when another tab signed in as someone else, or signed out: this tab has stopped saving (the api layer
 * refuses its calls, src/api/client/session.ts) and the unsaved work shown here stays kept for this tab's person.
 * The way forward is a reload: the page then opens as whoever is signed in now, or on the login page.
 */
export function SessionChanged({ change }: { change: SessionChange }) {
  const { t } = useTranslation('banners');
  const { user } = useAuth();
  const other = change.kind === 'otherPerson' ? change.email : null;
  const [title, action] =
    change.kind === 'signedOut'
      ? [t('sessionChanged.signedOutTitle'), t('sessionChanged.signIn')]
      : other
        ? [t('sessionChanged.otherPersonTitle', { email: other }), t('sessionChanged.continueAs', { email: other })]
        : [t('sessionChanged.someoneTitle'), t('sessionChanged.reload')];
  return (
    <Banner
      className={styles.sessionChanged}
      tone="warning"
      title={title}
      actionLabel={action}
      onAction={() => globalThis.location.reload()}
    >
      {user ? t('sessionChanged.kept', { owner: user.email }) : t('sessionChanged.keptYours')}
    </Banner>
  );
}

/** The storage entries whose change in another tab may mean another person (or nobody) is signed in now. */
const sessionKeys = new Set<string>([storageKeys.signIn, storageKeys.accessToken, storageKeys.refreshToken]);

/**
 * The browser fires `storage` in every other tab of the origin when one writes (`key` null: the whole storage was
 * cleared). Only another tab can change the session under this one: this tab's own sign-in or sign-out updates
 * what it works for at once, so it never differs from itself.
 */
function subscribeToOtherTabs(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || sessionKeys.has(event.key)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The same value while the change is the same, as useSyncExternalStore needs. */
let lastChange: SessionChange | null = null;
function sessionChangeSnapshot(): SessionChange | null {
  const next = currentSessionChange();
  if (JSON.stringify(next) !== JSON.stringify(lastChange)) lastChange = next;
  return lastChange;
}

/**
 * Watches, in a tab that knows its person, for another tab signing in as someone else or signing out, and shows
 * the notice then. Loaded after the first paint with the banners of the signed-in pages (a full-width page without
 * them, the preview or the demo checkout, saves nothing; its calls are refused all the same): a change made before
 * it mounted is read from storage when it does.
 */
export function SessionChangeWatcher() {
  const change = useSyncExternalStore(subscribeToOtherTabs, sessionChangeSnapshot, () => null);
  return change ? <SessionChanged change={change} /> : null;
}
