import { useTranslation } from 'react-i18next';
import type { FieldMessage } from './validation';

/** Turns a rule's result into the text shown next to a field. */
export function useFieldMessage(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    if (message.key === 'fieldRequired') return t('fieldRequired', { field: t(message.field) });
    return t(message.key);
  };
}
