import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../design-system';
import { AuthFormPage } from './AuthFormPage';
import { useFieldBinding } from './useFieldBinding';
import type { FieldMessages, LoginValues } from './validation';

export interface LoginViewProps {
  values: LoginValues;
  onChange: (field: keyof LoginValues, value: string) => void;
  /** Messages of the form's own rules, next to the fields. */
  errors?: FieldMessages<keyof LoginValues>;
  /** Messages the server returned per field. */
  serverErrors?: FieldMessages<keyof LoginValues>;
  /** Why the last attempt failed, above the fields. */
  formError?: string;
  submitting?: boolean;
  onSubmit: () => void;
  /** The third-party sign-in button, when one is configured. */
  thirdPartySignIn?: ReactNode;
}

/** The login page: e-mail and password, messages next to the fields, a link to register. */
export function LoginView({ values, onChange, errors = {}, serverErrors = {}, formError, submitting = false, onSubmit, thirdPartySignIn }: LoginViewProps) {
  const { t } = useTranslation('auth');
  const bind = useFieldBinding({ values, onChange, errors, serverErrors });
  return (
    <AuthFormPage page="login" formError={formError} submitting={submitting} onSubmit={onSubmit} thirdPartySignIn={thirdPartySignIn}>
      <TextField label={t('email')} type="email" autoComplete="email" required {...bind('email')} />
      <PasswordField label={t('password')} autoComplete="current-password" required {...bind('password')} />
    </AuthFormPage>
  );
}
