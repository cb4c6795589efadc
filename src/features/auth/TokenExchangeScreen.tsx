import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminAccessLogin } from '../../api';
import { DEFAULT_SIGNED_IN_PATH } from './originPath';
import { TokenExchangeView } from './TokenExchangeView';

/** The id to exchange: `token_id`, or `id` on admin links. */
export function exchangeIdOf(params: URLSearchParams): string | null {
  const id = (params.get('token_id') ?? params.get('id'))?.trim();
  return id ? id : null;
}

/**
 * The token-exchange screen (docs/app.md), the container over TokenExchangeView: exchanges `token_id` with GET
 * admin/access_client/get_token/{id}, signs in with the tokens it answers and replaces to /forms. `/admin_access`
 * (the admin-access guard) and `/token_exchange` both run it; `redirectWithoutId` sends an admin link without an id
 * straight to /forms.
 */
export function TokenExchangeScreen({ redirectWithoutId = false }: { redirectWithoutId?: boolean }) {
  const [params] = useSearchParams();
  const id = exchangeIdOf(params);
  const { mutate: exchange } = useAdminAccessLogin();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<'working' | 'failed'>('working');
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

  if (!id && redirectWithoutId) return <Navigate to={DEFAULT_SIGNED_IN_PATH} replace />;
  return <TokenExchangeView status={id ? phase : 'missing'} />;
}

/** /admin_access: the admin-access guard (docs/app.md). */
export function AdminAccessScreen() {
  return <TokenExchangeScreen redirectWithoutId />;
}
