/**
 * Format checks, shared by the editor, the notification list, the widget and the mock backend.
 * They answer true or false; the message keys belong to the caller (e.g. errorEmailNotValid).
 */

/** Letters, digits and . _ % + - before an @, then a domain and a top-level part of ≥ 2 lowercase letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}$/;

/**
 * Optional plus, optional brackets around a 3-digit area, then 3 digits and 4 to 6 digits, with an
 * optional dash, space or dot between the groups.
 */
export const PHONE_PATTERN = /^\+?(?:\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]?\d{4,6}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}
