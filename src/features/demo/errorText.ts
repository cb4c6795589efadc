import type { TFunction } from 'i18next';
import { isApiError } from '../../api';

/** A failure of the demo's calls as the owner reads it, in their language; never a raw code. */
export function errorText(error: unknown, t: TFunction<'results', 'demo'>): string {
  const code = isApiError(error) ? error.code : '';
  if (code === 'network') return t('errors.network');
  if (code === 'timeout') return t('errors.timeout');
  if (code === 'invalid_token') return t('verify.invalid');
  return t('errors.generic');
}
