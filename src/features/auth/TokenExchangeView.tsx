import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusView } from './StatusView';
import { appPaths } from '../../domain/paths';

/** Exchanging the link's id; the link has none; the server refused the id. */
export const tokenExchangeStatuses = ['working', 'missing', 'failed'] as const;
export type TokenExchangeStatus = (typeof tokenExchangeStatuses)[number];

export interface TokenExchangeViewProps {
  status: TokenExchangeStatus;
}

/** The sign-in link's page: a spinner while it signs in, or why it cannot and the way to the login page. */
export function TokenExchangeView({ status }: TokenExchangeViewProps) {
  const { t } = useTranslation('auth');
  if (status === 'working') return <StatusView title={t('tokenExchange.working')} busy />;
  return (
    <StatusView title={t('tokenExchange.title')} busy={false} problem={t(`tokenExchange.${status}`)}>
      <Link to={appPaths.login}>{t('tokenExchange.toLogin')}</Link>
    </StatusView>
  );
}
