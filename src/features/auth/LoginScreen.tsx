import { useState } from 'react';
import { LoginView } from './LoginView';
import { validateLogin, type FieldMessages, type LoginValues } from './validation';

/** /login: the container over LoginView. */
export function LoginScreen() {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldMessages<keyof LoginValues>>({});
  // TODO(api): useLogin once src/api/queries lands.
  return (
    <LoginView
      values={values}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      errors={errors}
      onSubmit={() => setErrors(validateLogin(values))}
    />
  );
}
