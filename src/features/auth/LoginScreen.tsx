import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '../../api';
import { LoginView } from './LoginView';
import { useAuth } from './AuthProvider';
import { originFromState } from './originPath';
import { ThirdPartySignIn } from './ThirdPartySignIn';
import { typedEmail } from './typedEmail';
import { useAuthFeedback } from './useAuthFeedback';
import { useDelayedRedirect } from './useAuthRedirect';
import { loginFailureKey, serverFieldErrors, validateLogin, type FieldMessages, type LoginValues } from './validation';

const fields = ['email', 'password'] as const;

/** /login: the container over LoginView. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const notify = useAuthFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const [values, setValues] = useState<LoginValues>(() => ({ email: typedEmail.read() ?? '', password: '' }));
  const [errors, setErrors] = useState<FieldMessages<keyof LoginValues>>({});
  const [serverErrors, setServerErrors] = useState<FieldMessages<keyof LoginValues>>({});
  // Said in the form too, where it happened, until the next change: the snackbar is gone after 5 s.
  const [failure, setFailure] = useState<string | undefined>();
  // The origin is read when the redirect runs, with who signed in: a page someone else left is not theirs.
  const redirect = useDelayedRedirect(() => void navigate(originFromState(location.state, user?.id), { replace: true }));

  const succeed = () => {
    notify('success', t('loginSuccess'));
    redirect();
  };
  const fail = (error: unknown) => {
    const message = t(loginFailureKey(error as object));
    setServerErrors(serverFieldErrors(error as object, fields));
    setFailure(message);
    notify('error', message);
  };

  const mutation = useLogin({ mutationConfig: { onSuccess: succeed, onError: fail } });

  const submit = () => {
    const found = validateLogin(values);
    setErrors(found);
    setServerErrors({});
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    mutation.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <LoginView
      values={values}
      onChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        if (field === 'email') typedEmail.write(value);
        setErrors((e) => ({ ...e, [field]: undefined }));
        setFailure(undefined);
      }}
      formError={failure}
      errors={errors}
      serverErrors={serverErrors}
      submitting={mutation.isPending || mutation.isSuccess}
      onSubmit={submit}
      thirdPartySignIn={<ThirdPartySignIn onSuccess={succeed} onError={fail} />}
    />
  );
}
