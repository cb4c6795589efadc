import { describe, expect, it } from 'vitest';
import {
  loginFailureKey,
  registerFailureKey,
  serverFieldErrors,
  validateLogin,
  validateRegister,
} from './validation';

describe('validateLogin', () => {
  it('requires e-mail and password', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: { key: 'fieldRequired', field: 'email' },
      password: { key: 'fieldRequired', field: 'password' },
    });
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('validateRegister', () => {
  it('asks to fill all fields first', () => {
    const check = validateRegister({ email: 'a@b.co', password: '', confirmPassword: 'x' });
    expect(check.form).toBe('errorFillAllFields');
    expect(check.fields.password).toEqual({ key: 'fieldRequired', field: 'password' });
  });
  it('then checks that the passwords match', () => {
    const check = validateRegister({ email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' });
    expect(check).toEqual({
      form: 'errorPasswordMatch',
      fields: { confirmPassword: { key: 'errorPasswordMatch2' } },
    });
  });
  it("says an address that is not one at its field, before the server is asked, with the passwords' check", () => {
    expect(validateRegister({ email: 'not-an-email', password: 'a', confirmPassword: 'b' })).toEqual({
      form: 'errorPasswordMatch',
      fields: { email: { key: 'errorEmailNotValid' }, confirmPassword: { key: 'errorPasswordMatch2' } },
    });
    expect(validateRegister({ email: 'not-an-email', password: 's', confirmPassword: 's' })).toEqual({ fields: { email: { key: 'errorEmailNotValid' } } });
    expect(validateRegister({ email: ' Owner@Example.COM ', password: 's', confirmPassword: 's' })).toEqual({ fields: {} });
  });
  it('passes a complete form', () => {
    expect(validateRegister({ email: 'a@b.co', password: 's', confirmPassword: 's' })).toEqual({ fields: {} });
  });
});

describe('server failures', () => {
  it('maps login failures', () => {
    expect(loginFailureKey({ details: 'Incorrect Credentials' })).toBe('errorIncorrectLoginCredentials');
    expect(loginFailureKey({ details: { non_field_errors: ['Incorrect Credentials'] } })).toBe(
      'errorIncorrectLoginCredentials',
    );
    expect(loginFailureKey({ message: 'ERR_NETWORK' })).toBe('loginError');
  });
  it('maps register failures', () => {
    expect(registerFailureKey({ details: { email: ['user with this email address already exists.'] } })).toBe(
      'errorEmailAlreadyInUse',
    );
    expect(registerFailureKey({ details: { email: ['Enter a valid email address.'] } })).toBe('errorEmailNotValid');
    expect(registerFailureKey({ message: 'Something went wrong.', status: 400 })).toBe('registerError');
  });
  // No answer says nothing about what was typed: the owner is not sent to retype a right password.
  it('says when the server could not be reached or broke', () => {
    for (const failureKey of [loginFailureKey, registerFailureKey]) {
      expect(failureKey({ message: 'network' })).toBe('errorNoConnection');
      expect(failureKey({ message: 'timeout' })).toBe('errorServerSlow');
      expect(failureKey({ message: 'bad_response', status: 200 })).toBe('errorServerDown');
      expect(failureKey({ message: 'bad_response', status: 502 })).toBe('errorServerDown');
    }
  });
  it('reads field errors from details', () => {
    expect(serverFieldErrors({ details: { email: ['Bad.', 'Worse.'], other: ['x'] } }, ['email', 'password'])).toEqual({
      email: { text: 'Bad. Worse.' },
    });
    expect(serverFieldErrors({ details: 'Incorrect Credentials' }, ['email'])).toEqual({});
  });
});
