import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useConfirmDemoEmail } from '../../api';
import { appPaths } from '../../domain/paths';
import { useFailureText } from '../../lib/failures';
import { DemoVerifyEmailView } from './DemoVerifyEmailView';

/**
 * /demo/verify-email/:token: confirms the e-mail address with the token, then goes where a real backend's link
 * sends the browser (/emailVerification/success), so the same success banner shows; a link that cannot be confirmed
 * says why, with Try again.
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
    <DemoVerifyEmailView
      failure={confirm.isError ? failureText(confirm.error, { invalid_token: t('verify.invalid') }) : null}
      onRetry={() => mutate(token)}
    />
  );
}
