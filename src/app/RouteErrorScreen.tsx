import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate } from 'react-router-dom';
import { ErrorPanel, ProblemNotice } from '../design-system';
import { useInsideMain } from '../features/shell';
import * as styles from './app.css';
import { useRouteErrorValue } from './RouteErrorBoundary';
import { formPaths } from '../domain/paths';

/** A screen's texts could not be fetched (offline): handled as its code would be. */
export class TextsNotLoadedError extends Error {
  constructor(namespaces: string) {
    super(`The texts ${namespaces} could not be fetched.`);
    this.name = 'TextsNotLoadedError';
  }
}

/**
 * A piece of the app's code (or its texts) that could not be fetched (offline, or a deploy replaced it): Chromium says "Failed to
 * fetch dynamically imported module", Firefox "error loading dynamically imported module", Safari "Importing a
 * module script failed", Vite's preloader "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TextsNotLoadedError ||
    (error instanceof Error && /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message))
  );
}

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

/**
 * The errorElement of every route: code that could not be fetched says so and the page loads again when the
 * network is back (or on Try again); anything else shows 'Unexpected Application Error!', status and text or message, a way back.
 */
export function RouteErrorScreen() {
  const error = useRouteErrorValue();
  const navigate = useNavigate();
  const { t } = useTranslation('app');
  // Inside a layout the page already has its main landmark; the panel's heading is the page's one h1.
  const Container = useInsideMain() ? 'div' : 'main';
  if (isChunkLoadError(error)) {
    return (
      <Container className={styles.errorPage}>
        <CodeNotLoaded />
      </Container>
    );
  }
  return (
    <Container className={styles.errorPage}>
      <ErrorPanel
        {...describeRouteError(error)}
        headingLevel={1}
        backLabel={t('error.back')}
        onBack={() => void navigate(formPaths.list)}
      />
    </Container>
  );
}

/**
 * The page's code did not arrive: said in the owner's language, and the page loaded again as soon as the browser is
 * online (or on Try again). A reload, because the browser keeps a failed import() of a module for the page's life:
 * rendering the route again would fail the same way without asking the network. Typed work is on the device
 * (drafts are written as the page goes) and comes back with it.
 */
function CodeNotLoaded() {
  const { t } = useTranslation('app');
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <ProblemNotice
      message={t('error.codeNotLoaded')}
      onRetry={() => window.location.reload()}
      retryLabel={t('error.tryAgain')}
    />
  );
}
