import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../design-system';
import { AuthFormPage } from './AuthFormPage';
import { useFieldBinding } from './useFieldBinding';
import type { FieldMessages, RegisterValues } from './validation';

export interface RegisterViewProps {
  values: RegisterValues;
  onChange: (field: keyof RegisterValues, value: string) => void;
  /** The message of the whole form: errorFillAllFields, errorPasswordMatch or a server failure. */
  formError?: string;
  errors?: FieldMessages<keyof RegisterValues>;
  serverErrors?: FieldMessages<keyof RegisterValues>;
  submitting?: boolean;
  onSubmit: () => void;
  thirdPartySignIn?: ReactNode;
}

/** The register page: e-mail, password and its confirmation, a link to log in. */
export function RegisterView({
  values,
  onChange,
  formError,
  errors = {},
  serverErrors = {},
  submitting = false,
  onSubmit,
  thirdPartySignIn,
}: RegisterViewProps) {
  const { t } = useTranslation('auth');
  const bind = useFieldBinding({ values, onChange, errors, serverErrors });
  return (
    <AuthFormPage
      page="register"
      formError={formError}
      submitting={submitting}
      onSubmit={onSubmit}
      thirdPartySignIn={thirdPartySignIn}
    >
      <TextField label={t('email')} type="email" autoComplete="email" required {...bind('email')} />
      <PasswordField label={t('password')} autoComplete="new-password" required {...bind('password')} />
      <PasswordField label={t('confirmPassword')} autoComplete="new-password" required {...bind('confirmPassword')} />
    </AuthFormPage>
  );
}
