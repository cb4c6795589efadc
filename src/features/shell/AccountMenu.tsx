import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Menu, type MenuEntry } from '../../design-system';
import { safeImageSrc } from '../../domain/safeUrl';
import * as styles from './shell.css';

export interface AccountMenuProps {
  signedIn: boolean;
  email?: string;
  avatarUrl?: string | null;
  onLogout: () => void;
  onOpenHelp: () => void;
  onStartTour: () => void;
}

/** The avatar menu: Settings, Help, the tour and Logout when signed in; Login when signed out. */
export function AccountMenu({ signedIn, email, avatarUrl, onLogout, onOpenHelp, onStartTour }: AccountMenuProps) {
  const { t } = useTranslation('app');
  // The avatar's address comes from the server (or a sign-in provider): loaded only when it is a picture's address.
  const avatar = signedIn ? safeImageSrc(avatarUrl) : null;
  const items: MenuEntry[] = signedIn
    ? [
        { id: 'settings', label: t('nav.settings'), render: <Link to="/account" /> },
        { id: 'help', label: t('nav.help'), onSelect: onOpenHelp },
        { id: 'tour', label: t('nav.takeTour'), onSelect: onStartTour },
        { id: 'separator', separator: true },
        { id: 'logout', label: t('nav.logout'), onSelect: onLogout },
      ]
    : [{ id: 'login', label: t('nav.login'), render: <Link to="/login" /> }];
  return (
    <span data-tour="account">
      <Menu
        label={t('nav.accountMenu')}
        items={items}
        trigger={
          <span className={styles.avatar} aria-hidden="true">
            {avatar ? (
              <img className={styles.avatarImage} src={avatar} alt="" />
            ) : signedIn ? (
              (email?.[0] ?? '?')
            ) : (
              <PersonIcon />
            )}
          </span>
        }
      />
    </span>
  );
}

function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="10" cy="7" r="3.5" />
      <path d="M3.5 17c.8-3.3 3.4-5 6.5-5s5.7 1.7 6.5 5" strokeLinecap="round" />
    </svg>
  );
}
