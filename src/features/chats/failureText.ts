import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../lib/failures';

/** A chat call's failure as the owner reads it: the app's usual words, and the chat's own for its own codes. */
export function useChatFailureText(): (error: unknown) => string {
  const { t } = useTranslation('chats');
  const failureText = useFailureText();
  return useCallback(
    (error: unknown) =>
      failureText(error, {
        chat_not_trained: t('errors.notTrained'),
        example_read_only: t('errors.readOnly'),
        file_too_large: t('errors.fileTooLarge'),
      }),
    [t, failureText],
  );
}
