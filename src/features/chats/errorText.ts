import type { TFunction } from 'i18next';
import { isApiError } from '../../api';

/** A failure as the owner reads it: what happened, in their language, never a raw code. */
export function errorText(error: unknown, t: TFunction<'chats'>): string {
  const code = isApiError(error) ? error.code : '';
  switch (code) {
    case 'network':
      return t('errors.network');
    case 'timeout':
      return t('errors.timeout');
    case 'chat_not_trained':
      return t('errors.notTrained');
    case 'example_read_only':
      return t('errors.readOnly');
    case 'file_too_large':
      return t('errors.fileTooLarge');
    case 'token_not_valid':
      return t('errors.sessionExpired');
    default:
      return t('errors.generic');
  }
}
