import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

/** /token_exchange?token_id=…: exchanges a one-time token for a session (see docs/app.md). */
export function TokenExchangeScreen() {
  const { t } = useTranslation('auth');
  // TODO(api): the exchange call.
  return <StatusScreen title={t('tokenExchange.working')} busy />;
}
