import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../design-system';
import * as styles from './auth.css';

export interface DemoIdentityDialogProps {
  open: boolean;
  /** Called with the authorization code the stand-in provider hands out. */
  onChoose: (code: string) => void;
  onCancel: () => void;
}

/** The account the demo backend signs in for any code (the seed's identity-provider user). */
export const DEMO_IDENTITY_EMAIL = 'google.user@example.com';
export const DEMO_IDENTITY_CODE = 'demo-authorization-code';

/**
 * Demo mode's stand-in for the identity provider's popup: choose the account, get a code. The account is a
 * full-width choice in the body, as providers show accounts; the footer keeps only Cancel, so no long e-mail
 * address has to share a row with it and wrap.
 */
export function DemoIdentityDialog({ open, onChoose, onCancel }: DemoIdentityDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      size="sm"
      title={t('google.demoTitle')}
      description={t('google.demoText')}
      actions={
        <Button variant="secondary" onClick={onCancel}>
          {t('google.demoCancel')}
        </Button>
      }
    >
      <Button fullWidth className={styles.demoAccount} onClick={() => onChoose(DEMO_IDENTITY_CODE)}>
        {t('google.demoAccount', { email: DEMO_IDENTITY_EMAIL })}
      </Button>
    </Dialog>
  );
}
