import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate } from 'react-router-dom';
import { ErrorPanel } from '../design-system';
import { useInsideMain } from '../features/shell';
import * as styles from './app.css';
import { useRouteErrorValue } from './RouteErrorBoundary';

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
  if (error instanceof Response) return { status: error.status, statusText: error.statusText || undefined };
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  return {};
}

/** The errorElement of every route: 'Unexpected Application Error!', status and text or message, a way back. */
export function RouteErrorScreen() {
  const error = useRouteErrorValue();
  const navigate = useNavigate();
  const { t } = useTranslation('app');
  // Inside a layout the page already has its main landmark; the panel's heading is the page's one h1.
  const Container = useInsideMain() ? 'div' : 'main';
  return (
    <Container className={styles.errorPage}>
      <ErrorPanel
        {...describeRouteError(error)}
        headingLevel={1}
        backLabel={t('error.back')}
        onBack={() => void navigate('/forms')}
      />
    </Container>
  );
}
