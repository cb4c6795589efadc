import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../design-system/components/Button';
import { PasswordField } from '../../design-system/components/PasswordField';
import { TextField } from '../../design-system/components/TextField';
import * as styles from './auth.css';
import { useFieldBinding } from './useFieldBinding';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
import type { FieldMessages, LoginValues } from './validation';

export interface LoginViewProps {
  values: LoginValues;
  onChange: (field: keyof LoginValues, value: string) => void;
  /** Messages of the form's own rules, next to the fields. */
  errors?: FieldMessages<keyof LoginValues>;
  /** Messages the server returned per field. */
  serverErrors?: FieldMessages<keyof LoginValues>;
  submitting?: boolean;
  onSubmit: () => void;
  /** The third-party sign-in button, when one is configured. */
  thirdPartySignIn?: ReactNode;
}

/** The login page (SPEC §2, §5): e-mail and password, messages next to the fields, a link to register. */
export function LoginView({ values, onChange, errors = {}, serverErrors = {}, submitting = false, onSubmit, thirdPartySignIn }: LoginViewProps) {
  const { t } = useTranslation('auth');
  const bind = useFieldBinding({ values, onChange, errors, serverErrors });
  const { formRef, handleSubmit } = useFocusFirstInvalid(onSubmit);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.heading}>
          {t('login.title')}
        </h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="login-title">
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            {...bind('email')}
          />
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            required
            {...bind('password')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('login.submit')}
          </Button>
        </form>
        {thirdPartySignIn && (
          <>
            <div className={styles.divider}>{t('or')}</div>
            {thirdPartySignIn}
          </>
        )}
        <p className={styles.switchLine}>
          {t('login.switchText')} <Link to="/register">{t('login.switchLink')}</Link>
        </p>
      </section>
    </div>
  );
}
