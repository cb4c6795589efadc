/** The change-password form's fields; `current` is asked only when the user already has a password. */
export interface PasswordInput {
  current: string;
  next: string;
  confirm: string;
}
export type PasswordField = keyof PasswordInput;

/** A problem by field, as a message key of the account texts. */
export type PasswordProblems = Partial<Record<PasswordField, 'fieldRequired' | 'errorPasswordMatch2' | 'errorSamePassword'>>;

/**
 * The change-password rules: the current password is required when one exists, the new one and its
 * confirmation are required, the confirmation must match, and the new password must differ from the old one.
 * Whether the current password is correct only the server knows (incorrect_old_password).
 */
export function passwordProblems(input: PasswordInput, hasPassword: boolean): PasswordProblems {
  const problems: PasswordProblems = {};
  if (hasPassword && input.current === '') problems.current = 'fieldRequired';
  if (input.next === '') problems.next = 'fieldRequired';
  else if (hasPassword && input.next === input.current) problems.next = 'errorSamePassword';
  if (input.confirm === '') problems.confirm = 'fieldRequired';
  else if (input.next !== '' && input.confirm !== input.next) problems.confirm = 'errorPasswordMatch2';
  return problems;
}

/** A saved key shown without its secret part: the provider's prefix and the last four characters. */
export function maskKey(key: string): string {
  if (key.length <= 8) return '•'.repeat(key.length);
  const prefix = key.startsWith('sk-') ? 'sk-' : '';
  return `${prefix}${'•'.repeat(8)}${key.slice(-4)}`;
}
