import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useConfirmDemoEmail } from '../../api';
import { Button, Heading, Inline, InlineAlert, Page, Spinner } from '../../design-system';
import { demoPaths } from '../../domain/demoPages';
import * as styles from './demo.css';
import { useFailureText } from '../../lib/failures';
import { appPaths } from '../../domain/paths';

/**
 * /demo/verify-email/:token (demo backends only): the verification e-mail's link. It confirms the e-mail address
 * with the token, then goes where a real backend's link sends the browser (/emailVerification/success), so the
 * same success banner shows; a link that cannot be confirmed says why, with Try again.
 */
export function DemoVerifyEmailScreen() {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  const failureText = useFailureText();
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmDemoEmail({
    mutationConfig: { onSuccess: () => void navigate(appPaths.emailVerified, { replace: true }) },
  });
  const { mutate } = confirm;
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit of the link (React's development double effect included).
    if (asked.current) return;
    asked.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <Page as="section" width="narrow" centered aria-labelledby="demo-verify-title">
      <span className={styles.badge}>{t('badge')}</span>
      <Heading level={1} id="demo-verify-title">
        {t('verify.title')}
      </Heading>
      {confirm.isError ? (
        <>
          <InlineAlert>{t('verify.failed', { reason: failureText(confirm.error, { invalid_token: t('verify.invalid') }) })}</InlineAlert>
          <Inline>
            <Button onClick={() => mutate(token)}>{t('verify.retry')}</Button>
            <Button variant="secondary" render={<Link to={demoPaths.inbox} />}>
              {t('verify.toInbox')}
            </Button>
          </Inline>
        </>
      ) : (
        <Spinner size="lg" tone="primary" />
      )}
    </Page>
  );
}
