import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/components/Button';
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
export function AccountMenu({ signedIn, email, avatarUrl, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  // TODO(design-system Menu): a real menu once Menu lands.
  if (!signedIn) return <Button size="sm" onClick={() => void navigate('/login')}>{t('nav.login')}</Button>;
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {avatarUrl ? <img className={styles.avatarImage} src={avatarUrl} alt="" /> : (email?.[0] ?? '?')}
      </span>
      <Button size="sm" variant="text" onClick={onLogout}>{t('nav.logout')}</Button>
    </>
  );
}
