import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../design-system/components/Button';
import { PasswordField } from '../../design-system/components/PasswordField';
import { TextField } from '../../design-system/components/TextField';
import * as styles from './auth.css';
import { useFieldBinding } from './useFieldBinding';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
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

/** The register page (SPEC §2, §5): e-mail, password and its confirmation, a link to log in. */
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
  const { formRef, handleSubmit } = useFocusFirstInvalid(onSubmit);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.heading}>
          {t('register.title')}
        </h1>
        <p className={styles.subtitle}>{t('register.subtitle')}</p>
        <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="register-title">
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...bind('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="new-password"
            required
            {...bind('password')}
          />
          <PasswordField
            label={t('confirmPassword')}
            autoComplete="new-password"
            required
            {...bind('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('register.submit')}
          </Button>
        </form>
        {thirdPartySignIn && (
          <>
            <div className={styles.divider}>{t('or')}</div>
            {thirdPartySignIn}
          </>
        )}
        <p className={styles.switchLine}>
          {t('register.switchText')} <Link to="/login">{t('register.switchLink')}</Link>
        </p>
      </section>
    </div>
  );
}
