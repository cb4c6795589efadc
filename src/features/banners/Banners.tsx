import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { dismissSessionNotice, isSessionNoticeDismissed, useUsage } from '../../api';
import { Banner, creditsBadgeState } from '../../design-system';
import { BANNER_STATE_CLEAR_DELAY_MS } from '../../domain/constants';
import { demoInboxInBanner, demoPaths } from '../../domain/demoPages';
import { USER_KEY_SOURCE } from '../../domain/formModel';
import { useAuth } from '../auth';
import { readBannerState, withoutBannerKey, type BannerStateKey } from './navigationState';
import { bannerLink } from './sessionChanged.css';
import { SessionChangeWatcher } from './SessionChanged';
import { useResendVerification } from './useResendVerification';
import { numberFormat } from '../../domain/intl';
import { appPaths } from '../../domain/paths';

/**
 * Every banner of the signed-in pages: the verify-your-e-mail reminder with Resend and its results,
 * the missing AI provider key, the lifetime deal redeemed, the e-mail verification result and the generic
 * alert of the navigation state; and, above the page, the notice that another tab signed in as someone else or
 * signed out (SessionChangeWatcher: loaded here, after the first paint, while the calls are refused from the start).
 */
export function Banners() {
  // The banners' texts are a namespace of their own, fetched with the banners' code, not at start-up.
  const { t, i18n } = useTranslation('banners');
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = readBannerState(location.state);

  // Navigation-state banners: hidden at once on dismissal, the state cleared BANNER_STATE_CLEAR_DELAY_MS later.
  const [dismissed, setDismissed] = useState<{ key: string; banners: BannerStateKey[] }>({ key: location.key, banners: [] });
  const hidden = dismissed.key === location.key ? dismissed.banners : [];
  const [pendingClear, setPendingClear] = useState<BannerStateKey | null>(null);
  useEffect(() => {
    if (!pendingClear) return;
    const timer = setTimeout(() => {
      void navigate(`${location.pathname}${location.search}${location.hash}`, {
        replace: true,
        state: withoutBannerKey(location.state, pendingClear),
      });
      setPendingClear(null);
    }, BANNER_STATE_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingClear, navigate, location]);
  const dismiss = (banner: BannerStateKey) => {
    setDismissed({ key: location.key, banners: [...hidden, banner] });
    setPendingClear(banner);
  };
  const shows = (banner: BannerStateKey) => fromState[banner] !== undefined && !hidden.includes(banner);

  // The reminder, once dismissed, stays away until the next sign-in (also across reloads); Resend at most once
  // per minute.
  const [reminderDismissed, setReminderDismissed] = useState(() => isSessionNoticeDismissed('verifyEmail'));
  const dismissReminder = () => {
    dismissSessionNotice('verifyEmail');
    setReminderDismissed(true);
  };
  const verification = useResendVerification();

  // Low credits (the badge's rule: 10 % or less left) warn before the forms stop answering; dismissable per visit.
  const usage = useUsage({ queryConfig: { enabled: Boolean(user) } });
  const [creditsDismissed, setCreditsDismissed] = useState(false);

  if (!user) return null;
  const total = user.tariff?.credits_per_month ?? null;
  const credits = usage.data && total !== null ? creditsBadgeState(usage.data.used_credits, total) : 'normal';
  const showCredits = credits !== 'normal' && !creditsDismissed && location.pathname !== appPaths.prices;
  const needsKey = user.tariff?.open_ai_key_source === USER_KEY_SOURCE && !user.openai_key;
  const showReminder = !user.is_email_verified && !reminderDismissed && fromState.emailVerification !== true;

  return (
    <>
      <SessionChangeWatcher />
      {shows('emailVerification') &&
        (fromState.emailVerification ? (
          <Banner tone="success" onDismiss={() => dismiss('emailVerification')}>
            {t('emailVerified')}
          </Banner>
        ) : (
          <Banner tone="error" onDismiss={() => dismiss('emailVerification')}>
            {t('emailVerificationFailed')}
          </Banner>
        ))}
      {shows('ltdRedeemed') && fromState.ltdRedeemed && (
        <Banner tone="success" onDismiss={() => dismiss('ltdRedeemed')}>
          {t('ltdRedeemed', { plan: user.ltd_tariff ?? fromState.ltdRedeemed.plan })}
        </Banner>
      )}
      {shows('alert') && fromState.alert && (
        <Banner tone={fromState.alert.tone} onDismiss={() => dismiss('alert')}>
          {fromState.alert.message}
        </Banner>
      )}
      {showReminder && (
        <Banner
          tone="info"
          actionLabel={
            verification.waitSeconds > 0 ? t('resendIn', { seconds: verification.waitSeconds }) : t('resend')
          }
          onAction={verification.waitSeconds > 0 ? undefined : verification.resend}
          onDismiss={dismissReminder}
        >
          {t('verifyEmail', { email: user.email })}
          {demoInboxInBanner() && (
            <>
              {' '}
              <Link className={bannerLink} to={demoPaths.inbox}>
                {t('openDemoInbox')}
              </Link>
            </>
          )}
        </Banner>
      )}
      {verification.result === 'sent' && (
        <Banner tone="success" onDismiss={verification.clearResult}>
          {t('verifySent')}
        </Banner>
      )}
      {(verification.result === 'failed' || verification.result === 'throttled') && (
        <Banner tone="error" onDismiss={verification.clearResult}>
          {t(verification.result === 'throttled' ? 'verifySendThrottled' : 'verifySendFailed')}
        </Banner>
      )}
      {showCredits && usage.data && total !== null && (
        <Banner
          tone={credits === 'exhausted' ? 'error' : 'warning'}
          actionLabel={t('seePlans')}
          onAction={() => void navigate(appPaths.prices)}
          onDismiss={() => setCreditsDismissed(true)}
        >
          {credits === 'exhausted'
            ? t('creditsExhausted')
            : t('creditsLow', { left: numberFormat(i18n.language).format(Math.max(0, total - usage.data.used_credits)) })}
        </Banner>
      )}
      {needsKey && (
        <Banner tone="warning" actionLabel={t('settings')} onAction={() => void navigate(appPaths.account)}>
          {t('openAiKeyMissing')}
        </Banner>
      )}
    </>
  );
}
