import type { TFunction } from 'i18next';
import { isApiError } from '../../api';

/** The server says the thing asked for is gone (deleted, or never this owner's): trying again cannot help. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** A failure as the owner reads it, in their language; never a raw code. */
export function errorText(error: unknown, t: TFunction<'results'>): string {
  const code = isApiError(error) ? error.code : '';
  if (code === 'network') return t('errors.network');
  if (code === 'timeout') return t('errors.timeout');
  if (isNotFound(error)) return t('errors.notFound');
  return t('errors.generic');
}
