import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminAccessLogin } from '../../api';
import { DEFAULT_SIGNED_IN_PATH } from './originPath';
import { StatusScreen } from './StatusScreen';
import { appPaths } from '../../domain/paths';

type Phase = 'working' | 'failed';

/** The id to exchange: `token_id`, or `id` on admin links. */
export function exchangeIdOf(params: URLSearchParams): string | null {
  const id = (params.get('token_id') ?? params.get('id'))?.trim();
  return id ? id : null;
}

/**
 * The token-exchange screen (docs/app.md): exchanges `token_id` with GET admin/access_client/get_token/{id}, signs
 * in with the tokens it answers and replaces to /forms. `/admin_access` (the admin-access guard) and
 * `/token_exchange` both run it; `requireId` sends an admin link without an id straight to /forms.
 */
export function TokenExchangeScreen({ redirectWithoutId = false }: { redirectWithoutId?: boolean }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const id = exchangeIdOf(params);
  const { mutate: exchange } = useAdminAccessLogin();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('working');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!id || started.current === id) return;
    started.current = id;
    exchange(id, {
      onSuccess: () => void navigate(DEFAULT_SIGNED_IN_PATH, { replace: true }),
      onError: (error) => {
        console.error('Token exchange failed', error);
        setPhase('failed');
      },
    });
  }, [id, exchange, navigate]);

  if (!id) {
    if (redirectWithoutId) return <Navigate to={DEFAULT_SIGNED_IN_PATH} replace />;
    return (
      <StatusScreen title={t('tokenExchange.title')} busy={false} problem={t('tokenExchange.missing')}>
        <Link to={appPaths.login}>{t('tokenExchange.toLogin')}</Link>
      </StatusScreen>
    );
  }
  if (phase === 'failed') {
    return (
      <StatusScreen title={t('tokenExchange.title')} busy={false} problem={t('tokenExchange.failed')}>
        <Link to={appPaths.login}>{t('tokenExchange.toLogin')}</Link>
      </StatusScreen>
    );
  }
  return <StatusScreen title={t('tokenExchange.working')} busy />;
}

/** /admin_access: the admin-access guard (docs/app.md). */
export function AdminAccessScreen() {
  return <TokenExchangeScreen redirectWithoutId />;
}
