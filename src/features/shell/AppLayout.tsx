import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { CreditsBadge } from '../../design-system/components/CreditsBadge';
import { LanguageSelector } from '../../design-system/components/LanguageSelector';
import { Spinner } from '../../design-system/components/Spinner';
import { changeLanguage, isLanguage } from '../../i18n';
import { useAuth } from '../auth';
import { Banners } from '../banners';
import { AppTourOnFirstVisit, useHelp } from '../help';
import { AccountMenu } from './AccountMenu';
import { Footer } from './Footer';
import { MobileNavMenu } from './MobileNavMenu';
import * as styles from './shell.css';
import { TopBar } from './TopBar';
import { useCredits } from './useCredits';
import { useSmallScreen } from './useSmallScreen';

const appVersion = __APP_VERSION__;

/** Pages with the menu: top bar, banners, the page, and the footer with the hidden version. */
export function AppLayout() {
  const { user, isLoggedIn, logout } = useAuth();
  const help = useHelp();
  const { i18n } = useTranslation('app');
  const small = useSmallScreen();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const credits = useCredits();
  return (
    <div className={styles.page}>
      <TopBar
        tools={
          <>
            <LanguageSelector
              value={language}
              display={small ? 'compact' : 'full'}
              onChange={(next) => void changeLanguage(next)}
            />
            {credits && (
              <span data-tour="credits">
                <CreditsBadge used={credits.used} total={credits.total} />
              </span>
            )}
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
      <main className={styles.main} id="main">
        {isLoggedIn && (
          <div className={styles.banners}>
            <Banners />
          </div>
        )}
        <Suspense fallback={<Spinner size="lg" tone="primary" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer version={appVersion} />
      <AppTourOnFirstVisit enabled={isLoggedIn && !small} />
    </div>
  );
}

/** Preview and share pages: no menu, full width and height. */
export function BareLayout() {
  return (
    <div className={styles.bare}>
      <Suspense fallback={<Spinner size="lg" tone="primary" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
