import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRegister } from '../../api';
import { DEFAULT_SIGNED_IN_PATH } from './originPath';
import { RegisterView } from './RegisterView';
import { ThirdPartySignIn } from './ThirdPartySignIn';
import { typedEmail } from './typedEmail';
import { useAuthFeedback } from './useAuthFeedback';
import { useDelayedRedirect } from './useAuthRedirect';
import {
  registerFailureKey,
  serverFieldErrors,
  validateRegister,
  type FieldMessages,
  type RegisterValues,
} from './validation';

/** /register: the container over RegisterView. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const notify = useAuthFeedback();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>(() => ({ email: typedEmail.read() ?? '', password: '', confirmPassword: '' }));
  const [formError, setFormError] = useState<'errorFillAllFields' | 'errorPasswordMatch' | undefined>();
  const [errors, setErrors] = useState<FieldMessages<keyof RegisterValues>>({});
  const [serverErrors, setServerErrors] = useState<FieldMessages<keyof RegisterValues>>({});
  // A failure with no field of its own is said in the form too, until the next change: the snackbar goes after 5 s.
  const [failure, setFailure] = useState<string | undefined>();
  // To My Forms with the welcome help open (HelpProvider reads the flag).
  const redirect = useDelayedRedirect(
    () => void navigate(DEFAULT_SIGNED_IN_PATH, { replace: true, state: { welcomeHelp: true } }),
  );

  const succeed = () => {
    notify('success', t('registerSuccess'));
    redirect();
  };

  const mutation = useRegister({
    mutationConfig: {
      onSuccess: succeed,
      onError: (error) => {
        const key = registerFailureKey(error as object);
        const perField = serverFieldErrors(error as object, ['email', 'password'] as const);
        // The two known e-mail failures are shown translated on the e-mail field; any other in the form.
        const aboutEmail = key === 'errorEmailAlreadyInUse' || key === 'errorEmailNotValid';
        if (aboutEmail) perField.email = { key };
        setServerErrors(perField);
        setFailure(!aboutEmail && !perField.email && !perField.password ? t(key) : undefined);
        notify('error', t(key));
      },
    },
  });

  const submit = () => {
    const check = validateRegister(values);
    setFormError(check.form);
    setErrors(check.fields);
    setServerErrors({});
    setFailure(undefined);
    if (check.form || Object.keys(check.fields).length > 0) return;
    mutation.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <RegisterView
      values={values}
      onChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        if (field === 'email') typedEmail.write(value);
        setErrors((e) => ({ ...e, [field]: undefined }));
        setFailure(undefined);
      }}
      formError={formError ? t(formError) : failure}
      errors={errors}
      serverErrors={serverErrors}
      submitting={mutation.isPending || mutation.isSuccess}
      onSubmit={submit}
      thirdPartySignIn={
        <ThirdPartySignIn
          onSuccess={() => {
            notify('success', t('loginSuccess'));
            redirect();
          }}
          onError={(error) => notify('error', t(registerFailureKey(error as object)))}
        />
      }
    />
  );
}
