import { readString, writeString } from '../../api';

/**
 * The e-mail typed into the log-in or sign-up form survives a reload (and moving between the two forms); the api
 * forgets it once a sign-in succeeds. A password is never kept.
 */
export function typedEmail(): string {
  return readString('authEmail') ?? '';
}

export function keepTypedEmail(email: string): void {
  writeString('authEmail', email.trim() === '' ? null : email);
}
