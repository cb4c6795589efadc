import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LogoMark, StarIcon } from './icons';
import * as styles from './shell.css';

/** The top-bar destinations (SPEC §2), in order; Premium is highlighted with a star. */
export const navItems = [
  { to: '/forms', key: 'myForms', tourId: 'myForms' },
  { to: '/community', key: 'community', tourId: 'community' },
  { to: '/rewards', key: 'rewards', tourId: 'rewards' },
  { to: '/prices', key: 'premium', tourId: 'premium' },
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
      <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
        <span className={styles.logoMark}>
          <LogoMark />
        </span>
        <span className={styles.logoText} aria-hidden="true">
          Lead Forms
        </span>
      </Link>
      <nav className={styles.nav} aria-label={t('nav.main')}>
        {navItems.map((item) => (
          <NavLink
            key={item.key}
            to={item.to}
            end={item.to !== '/forms'}
            data-tour={item.tourId}
            className={item.key === 'premium' ? [styles.navLink, styles.premiumLink].join(' ') : styles.navLink}
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
      <span className={styles.spacer} />
      <div className={styles.tools}>{tools}</div>
    </header>
  );
}
