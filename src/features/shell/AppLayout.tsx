import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LanguageSelector, LazyCreditsBadge, lazyPart, SkipLink, Spinner } from '../../design-system';
import { changeLanguage, i18n, isLanguage } from '../../i18n';
import { useAuth, useSignedInShown } from '../auth';
import { AccountMenu } from './AccountMenu';
import { Footer } from './Footer';
import { HelpActionsSlot, type HelpActions } from './helpActions';
import { InsideMain } from './mainLandmark';
import { MobileNavMenu } from './MobileNavMenu';
import * as styles from './shell.css';
import { TopBar } from './TopBar';
import { useCredits } from './useCredits';
import { useSmallScreen } from './useSmallScreen';

const appVersion = __APP_VERSION__;

// Signed-in only: their code and texts load after the first paint instead of delaying it, starting as soon as a
// session is being checked, so they are in by the time the user is.
const Banners = lazyPart(() =>
  Promise.all([import('../banners'), i18n.loadNamespaces('banners')]).then(([module]) => module.Banners),
);

/** The tours and Help of signed-in pages (SignedInParts.tsx): the route above every signed-in page loads it. */
export const loadSignedInParts = () => import('./SignedInParts');

/** With a stored session, the parts a signed-in page shows once the user is known start loading at once. */
export function preloadSignedInParts(): void {
  void Banners.preload().catch(() => undefined);
  void LazyCreditsBadge.preload().catch(() => undefined);
  void loadSignedInParts().catch(() => undefined);
}

/** The page's content, reached by the skip link (it takes focus so the next Tab starts inside it). */
export const MAIN_ID = 'main';

/**
 * Pages with the menu: the skip link (the first thing Tab reaches), top bar, banners, the page, and the footer
 * with the hidden version.
 */
export function AppLayout() {
  const { user, isLoggedIn, isLoggingIn, logout } = useAuth();
  const help = useHelpActions();
  const { t, i18n } = useTranslation('app');
  const small = useSmallScreen();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const credits = useCredits();
  // A page opened with a stored session shows once the banners' code is in, so a banner never appears above it
  // later and pushes it down (layout shift); their loading starts with the session check, so in practice nothing
  // waits for it. A sign-in on the page itself never hides the page (a screen's own redirect is under way).
  // (Guests too start as "logging in" until the first check ends; once it finds no one, the page is never held.)
  const [openedWithSession, setOpenedWithSession] = useState(true);
  if (openedWithSession && !isLoggedIn && !isLoggingIn) setOpenedWithSession(false);
  const [bannersReady, setBannersReady] = useState(false);
  useEffect(() => {
    if (!isLoggedIn && !isLoggingIn) return;
    let current = true;
    const ready = () => current && setBannersReady(true);
    // Offline, the page shows without them rather than not at all.
    Banners.preload().then(ready, ready);
    // Someone who signs in on this page: the tours and Help load while the screen still shows.
    if (isLoggedIn) void loadSignedInParts().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isLoggedIn, isLoggingIn]);
  const waitsForBanners = openedWithSession && isLoggedIn && !bannersReady;
  const signedInShown = useSignedInShown();
  return (
    <div className={styles.page}>
      <SkipLink targetId={MAIN_ID}>{t('nav.skipToContent')}</SkipLink>
      <TopBar
        tools={
          <>
            {/* First in the right-aligned cluster: when the credits arrive after the first paint, the badge
                appears without moving anything already on screen. */}
            {credits && (
              <span data-tour="credits">
                <Suspense fallback={null}>
                  <LazyCreditsBadge used={credits.used} total={credits.total} />
                </Suspense>
              </span>
            )}
            <LanguageSelector
              value={language}
              display={small ? 'compact' : 'full'}
              onChange={(next) => void changeLanguage(next)}
            />
            <AccountMenu
            signedIn={isLoggedIn}
            email={user?.email}
            avatarUrl={user?.avatar}
            onLogout={() => void logout()}
            onOpenHelp={help.open}
            onStartTour={help.startTour}
            />
            <MobileNavMenu />
          </>
        }
      />
      <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
        {/* The wait for the banners is a state, not a Suspense boundary around the page: when a sign-in makes them
            load, a boundary suspended around the page would keep its screens from seeing the new session (React
            does not carry a context change into a boundary that suspends in the same update). */}
        {signedInShown && bannersReady && (
          <Suspense fallback={null}>
            <div className={styles.banners}>
              <Banners />
            </div>
          </Suspense>
        )}
        {waitsForBanners ? (
          <Spinner size="lg" tone="primary" />
        ) : (
          <Suspense fallback={<Spinner size="lg" tone="primary" />}>
            <InsideMain value>
              <HelpActionsSlot value={help.handOver}>
                <Outlet />
              </HelpActionsSlot>
            </InsideMain>
          </Suspense>
        )}
      </main>
      <Footer version={appVersion} />
    </div>
  );
}

/**
 * The account menu's Help and tour: the signed-in parts' own once they are in (they come with the page, so in
 * practice at once). A choice made before that is carried out when they arrive rather than lost.
 */
function useHelpActions() {
  const [actions, setActions] = useState<HelpActions | null>(null);
  const asked = useRef<keyof HelpActions | null>(null);
  const handOver = useCallback((next: HelpActions | null) => {
    setActions(next);
    if (!next || !asked.current) return;
    next[asked.current]();
    asked.current = null;
  }, []);
  return {
    handOver,
    open: () => (actions ? actions.open() : (asked.current = 'open')),
    startTour: () => (actions ? actions.startTour() : (asked.current = 'startTour')),
  };
}

/** Preview and share pages: no menu, full width and height, the page's one main landmark with some air. */
export function BareLayout() {
  return (
    <main className={styles.bare} id={MAIN_ID} tabIndex={-1}>
      <Suspense fallback={<Spinner size="lg" tone="primary" />}>
        <InsideMain value>
          <Outlet />
        </InsideMain>
      </Suspense>
    </main>
  );
}
