import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, InlineAlert } from '../../design-system';
import * as styles from './auth.css';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';
import { appPaths } from '../../domain/paths';

/** The two pages that share this skeleton, each with its texts under `auth:<page>.*` and the page it links to. */
const pages = {
  login: { switchTo: appPaths.register },
  register: { switchTo: appPaths.login },
} as const;

export interface AuthFormPageProps {
  page: keyof typeof pages;
  /** The message of the whole form, above the fields. */
  formError?: string;
  submitting: boolean;
  onSubmit: () => void;
  /** The third-party sign-in button, when one is configured. */
  thirdPartySignIn?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The skeleton of the login and register pages: heading, subtitle, the form (the first invalid field gets the
 * focus on submit), the third-party sign-in and the link to the other page. Written once so the two stay alike.
 */
export function AuthFormPage({ page, formError, submitting, onSubmit, thirdPartySignIn, children }: AuthFormPageProps) {
  const { t } = useTranslation('auth');
  const { formRef, handleSubmit } = useFocusFirstInvalid(onSubmit);
  const titleId = `${page}-title`;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.heading}>
          {t(`${page}.title`)}
        </h1>
        <p className={styles.subtitle}>{t(`${page}.subtitle`)}</p>
        <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
          {formError && <InlineAlert boxed>{formError}</InlineAlert>}
          {children}
          <Button type="submit" fullWidth loading={submitting}>
            {t(`${page}.submit`)}
          </Button>
        </form>
        {thirdPartySignIn && (
          <>
            <div className={styles.divider}>{t('or')}</div>
            {thirdPartySignIn}
          </>
        )}
        <p className={styles.switchLine}>
          {t(`${page}.switchText`)} <Link to={pages[page].switchTo}>{t(`${page}.switchLink`)}</Link>
        </p>
      </section>
    </div>
  );
}
