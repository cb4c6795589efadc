import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Inline, InlineAlert, Spinner } from '../../design-system';
import { demoPaths } from '../../domain/demoPages';
import { DemoPage } from './DemoPage';

export interface DemoVerifyEmailViewProps {
  /** Why the address could not be confirmed, in the owner's language; null while it is being confirmed. */
  failure?: string | null;
  onRetry: () => void;
}

/**
 * /demo/verify-email/:token (demo backends only): the verification e-mail's link, being confirmed (a spinner), or
 * why it could not be, with Try again and the way back to the inbox.
 */
export function DemoVerifyEmailView({ failure = null, onRetry }: DemoVerifyEmailViewProps) {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  return (
    <DemoPage title={t('verify.title')}>
      {failure !== null ? (
        <>
          <InlineAlert>{t('verify.failed', { reason: failure })}</InlineAlert>
          <Inline>
            <Button onClick={onRetry}>{t('verify.retry')}</Button>
            <Button variant="secondary" render={<Link to={demoPaths.inbox} />}>
              {t('verify.toInbox')}
            </Button>
          </Inline>
        </>
      ) : (
        <Spinner size="lg" tone="primary" />
      )}
    </DemoPage>
  );
}
