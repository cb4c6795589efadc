import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage, FieldMessages } from './validation';

interface FieldBindingOptions<F extends string> {
  values: Record<F, string>;
  onChange: (field: F, value: string) => void;
  errors: FieldMessages<F>;
  serverErrors: FieldMessages<F>;
}

/**
 * The props every field of an auth form gets the same way: its name, value, change handler, and the
 * rule's and the server's messages turned into text next to it.
 */
export function useFieldBinding<F extends string>({ values, onChange, errors, serverErrors }: FieldBindingOptions<F>) {
  const { t } = useTranslation('auth');
  const text = (message: FieldMessage | undefined): string | undefined => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    if (message.key === 'fieldRequired') return t('fieldRequired', { field: t(message.field) });
    return t(message.key);
  };
  return (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    error: text(errors[field]),
    serverError: text(serverErrors[field]),
  });
}
