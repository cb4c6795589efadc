import { clientErrorCodes, serverMessages } from '../../api';
import { isValidEmail } from '../../domain/validators';

/**
 * The rules of the login and register forms and the mapping of server failures to the message keys
 * the screens show. Pure functions: the screens only render what these return.
 */

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** A message next to a field: an i18n key of the `auth` namespace plus its values, or a server text as is. */
export type FieldMessage =
  | { key: 'fieldRequired'; field: 'email' | 'password' | 'confirmPassword' }
  | { key: 'errorPasswordMatch2' | 'errorEmailAlreadyInUse' | 'errorEmailNotValid' }
  | { text: string };

export type FieldMessages<F extends string> = Partial<Record<F, FieldMessage>>;

const blank = (value: string) => value.trim().length === 0;

/** Login: e-mail and password are required, each with its message next to the field. */
export function validateLogin(values: LoginValues): FieldMessages<keyof LoginValues> {
  const errors: FieldMessages<keyof LoginValues> = {};
  if (blank(values.email)) errors.email = { key: 'fieldRequired', field: 'email' };
  if (values.password.length === 0) errors.password = { key: 'fieldRequired', field: 'password' };
  return errors;
}

export interface RegisterCheck {
  /** The message of the whole form (shown in the snackbar / alert): errorFillAllFields or errorPasswordMatch. */
  form?: 'errorFillAllFields' | 'errorPasswordMatch';
  fields: FieldMessages<keyof RegisterValues>;
}

/** Register: all fields filled (errorFillAllFields), then an e-mail address's format, and the two passwords match (errorPasswordMatch(2)). */
export function validateRegister(values: RegisterValues): RegisterCheck {
  const fields: FieldMessages<keyof RegisterValues> = {};
  if (blank(values.email)) fields.email = { key: 'fieldRequired', field: 'email' };
  if (values.password.length === 0) fields.password = { key: 'fieldRequired', field: 'password' };
  if (values.confirmPassword.length === 0) fields.confirmPassword = { key: 'fieldRequired', field: 'confirmPassword' };
  if (Object.keys(fields).length > 0) return { form: 'errorFillAllFields', fields };
  // The address's case is the server's business: the format is checked as it would be stored.
  if (!isValidEmail(values.email.trim().toLowerCase())) fields.email = { key: 'errorEmailNotValid' };
  if (values.password !== values.confirmPassword) {
    return {
      form: 'errorPasswordMatch',
      fields: { ...fields, confirmPassword: { key: 'errorPasswordMatch2' } },
    };
  }
  return { fields };
}

/** What the API layer's error result carries: message, details (from `detail`) and the raw data. */
export interface ErrorLike {
  message?: unknown;
  details?: unknown;
  data?: unknown;
  status?: unknown;
}

/** Every text of a `detail`: a string, a list, or a record of field → messages. */
export function textsOf(details: unknown): string[] {
  if (typeof details === 'string') return [details];
  if (Array.isArray(details)) return details.flatMap(textsOf);
  if (details && typeof details === 'object') return Object.values(details).flatMap(textsOf);
  return [];
}

/** Server messages per field, from a `detail` record such as `{ email: ['Enter a valid email address.'] }`. */
export function serverFieldErrors<F extends string>(error: ErrorLike, fields: readonly F[]): FieldMessages<F> {
  const details = error.details;
  const result: FieldMessages<F> = {};
  if (!details || typeof details !== 'object' || Array.isArray(details)) return result;
  for (const field of fields) {
    const texts = textsOf((details as Record<string, unknown>)[field]);
    if (texts.length > 0) result[field] = { text: texts.join(' ') };
  }
  return result;
}


const mentions = (error: ErrorLike, text: string) =>
  [...textsOf(error.details), ...textsOf(error.message)].some((t) => t.trim() === text);

type UnansweredKey = 'errorNoConnection' | 'errorServerSlow' | 'errorServerDown';

/**
 * A failure that says nothing about what was typed: no connection, no answer in time, a broken server or answer.
 * Telling the owner to check their credentials then sends them to retype a password that was right.
 */
function unansweredKey(error: ErrorLike): UnansweredKey | null {
  if (error.message === clientErrorCodes.network) return 'errorNoConnection';
  if (error.message === clientErrorCodes.timeout) return 'errorServerSlow';
  if (error.message === clientErrorCodes.badResponse || (typeof error.status === 'number' && error.status >= 500)) return 'errorServerDown';
  return null;
}

/** 'Incorrect Credentials' gives errorIncorrectLoginCredentials; no answer says so; anything else loginError. */
export function loginFailureKey(error: ErrorLike): 'errorIncorrectLoginCredentials' | 'loginError' | UnansweredKey {
  if (mentions(error, serverMessages.incorrectCredentials)) return 'errorIncorrectLoginCredentials';
  return unansweredKey(error) ?? 'loginError';
}

/** E-mail taken, e-mail invalid, no answer, else registerError. */
export function registerFailureKey(error: ErrorLike): 'errorEmailAlreadyInUse' | 'errorEmailNotValid' | 'registerError' | UnansweredKey {
  if (mentions(error, serverMessages.emailTaken)) return 'errorEmailAlreadyInUse';
  if (mentions(error, serverMessages.emailInvalid)) return 'errorEmailNotValid';
  return unansweredKey(error) ?? 'registerError';
}
