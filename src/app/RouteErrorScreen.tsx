import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '../design-system/components/ErrorPanel';
import * as styles from './app.css';

/** Props of the error panel for whatever a route threw: a response (status + text) or an error (message). */
export function describeRouteError(error: unknown): { status?: number; statusText?: string; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    return {
      status: error.status,
      statusText: error.statusText || undefined,
      message: typeof data === 'string' ? data : undefined,
    };
  }
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  return {};
}

/** The errorElement of every route (SPEC §8): 'Unexpected Application Error!', status and text or message, a way back. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation('app');
  return (
    <main className={styles.errorPage}>
      <ErrorPanel {...describeRouteError(error)} backLabel={t('error.back')} onBack={() => void navigate('/forms')} />
    </main>
  );
}
