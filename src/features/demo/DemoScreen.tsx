import { Navigate, useParams } from 'react-router-dom';
import { DemoConnectorView } from './DemoConnectorView';
import { DemoInboxScreen } from './DemoInboxScreen';
import { DemoVerifyEmailScreen } from './DemoVerifyEmailScreen';
import { formPaths } from '../../domain/paths';

/**
 * /demo/:page/:id? (demo backends only): the one route of the demo's pages (routes.tsx), which picks the page —
 * /demo/inbox and /demo/inbox/{emailId}, /demo/verify-email/{token}, /demo/connector.
 */
export function DemoScreen() {
  const { page } = useParams();
  if (page === 'inbox') return <DemoInboxScreen />;
  if (page === 'verify-email') return <DemoVerifyEmailScreen />;
  if (page === 'connector') return <DemoConnectorView />;
  return <Navigate to={formPaths.list} replace />;
}
