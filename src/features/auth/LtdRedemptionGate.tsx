import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import { DEFAULT_SIGNED_IN_PATH } from './originPath';
import { StatusView } from './StatusView';

export interface LtdRedemption {
  source: string;
  tariff: string;
  tokens: { access_token: string; refresh_token: string } | null;
}

/** A lifetime-deal redemption in the query: `source` and `tariff`, tokens when both are given. */
export function readLtdRedemption(search: string): LtdRedemption | null {
  const params = new URLSearchParams(search);
  const source = params.get('source')?.trim();
  const tariff = params.get('tariff')?.trim();
  if (!source || !tariff) return null;
  const access = params.get('access_token')?.trim();
  const refresh = params.get('refresh_token')?.trim();
  return { source, tariff, tokens: access && refresh ? { access_token: access, refresh_token: refresh } : null };
}

/**
 * Lifetime-deal redemption on any page: stores the tokens if given, then replaces to /forms with the success
 * flag `{ ltdRedeemed: { plan } }` that the banner reads. The tokens leave the address bar with that replace.
 */
export function LtdRedemptionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const { signInWithTokens } = useAuth();
  const redemption = readLtdRedemption(location.search);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!redemption || handled.current === location.key) return;
    handled.current = location.key;
    const done = () => void navigate(DEFAULT_SIGNED_IN_PATH, { replace: true, state: { ltdRedeemed: { plan: redemption.tariff } } });
    if (redemption.tokens) {
      signInWithTokens(redemption.tokens).then(done, (error: unknown) => {
        console.error('Lifetime-deal sign-in failed', error);
        done();
      });
    } else {
      done();
    }
  }, [redemption, location.key, navigate, signInWithTokens]);

  if (redemption) return <StatusView title={t('ltd.working')} busy />;
  return children;
}
