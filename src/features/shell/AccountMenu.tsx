import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar, Menu, type MenuEntry } from '../../design-system';
import { safeImageSrc } from '../../domain/safeUrl';
import { appPaths } from '../../domain/paths';

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
        { id: 'settings', label: t('nav.settings'), render: <Link to={appPaths.account} /> },
        { id: 'help', label: t('nav.help'), onSelect: onOpenHelp },
        { id: 'tour', label: t('nav.takeTour'), onSelect: onStartTour },
        { id: 'separator', separator: true },
        { id: 'logout', label: t('nav.logout'), onSelect: onLogout },
      ]
    : [{ id: 'login', label: t('nav.login'), render: <Link to={appPaths.login} /> }];
  return (
    <span data-tour="account">
      <Menu
        label={t('nav.accountMenu')}
        items={items}
        trigger={
          <Avatar aria-hidden="true" src={avatar} initial={signedIn ? (email?.[0] ?? '?') : undefined} />
        }
      />
    </span>
  );
}

