import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterView } from './RegisterView';
import { validateRegister, type RegisterCheck, type RegisterValues } from './validation';

/** /register: the container over RegisterView. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<RegisterValues>({ email: '', password: '', confirmPassword: '' });
  const [check, setCheck] = useState<RegisterCheck>({ fields: {} });
  // TODO(api): useRegister once src/api/queries lands.
  return (
    <RegisterView
      values={values}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      formError={check.form && t(check.form)}
      errors={check.fields}
      onSubmit={() => setCheck(validateRegister(values))}
    />
  );
}
