import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen';

/** /admin_access?id=…: signs an admin in as a client (see docs/app.md), then /forms. */
export function AdminAccessScreen() {
  const { t } = useTranslation('auth');
  // TODO(api): GET admin/access_client/get_token/{id}
  return <StatusScreen title={t('adminAccess.working')} busy />;
}
