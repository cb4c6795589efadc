import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LogoMark, StarIcon } from './icons';
import * as styles from './shell.css';
import { cx } from '../../design-system';
import { appPaths, chatPaths, formPaths } from '../../domain/paths';

/** The top-bar destinations, in order; Premium is highlighted with a star. A nested one stays current on its sub-pages. */
export const navItems = [
  { to: formPaths.list, key: 'myForms', tourId: 'myForms', nested: true },
  { to: chatPaths.list(), key: 'chats', tourId: 'chats', nested: true },
  { to: appPaths.community, key: 'community', tourId: 'community', nested: false },
  { to: appPaths.rewards, key: 'rewards', tourId: 'rewards', nested: false },
  { to: appPaths.prices, key: 'premium', tourId: 'premium', nested: false },
] as const;
export type NavItem = (typeof navItems)[number];

export interface TopBarProps {
  /** Language selector, credits badge, account menu and (on small screens) the hamburger menu. */
  tools: ReactNode;
}

/** The top bar: logo (to /), the main links on large screens, and the tools on the right. */
export function TopBar({ tools }: TopBarProps) {
  const { t } = useTranslation('app');
  return (
    <header className={styles.header}>
      <Link to={appPaths.home} className={styles.logo} aria-label={t('nav.home')}>
        <span className={styles.logoMark}>
          <LogoMark />
        </span>
        <span className={styles.largeOnly} aria-hidden="true">
          Lead Forms
        </span>
      </Link>
      <nav className={styles.nav} aria-label={t('nav.main')}>
        {navItems.map((item) => (
          <NavLink
            key={item.key}
            to={item.to}
            end={!item.nested}
            data-tour={item.tourId}
            className={item.key === 'premium' ? cx(styles.navLink, styles.premiumLink) : styles.navLink}
          >
            {item.key === 'premium' && (
              <span className={styles.star}>
                <StarIcon />
              </span>
            )}
            {t(`nav.${item.key}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.tools}>{tools}</div>
    </header>
  );
}
