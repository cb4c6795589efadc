import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { isValidEmail } from '../src/domain/validators';

/**
 * The server's error model, as the API layer reads it: `{ code?, detail }`, where `detail` is a message or,
 * for a form the server rejects field by field, a record of field name to messages (DRF style).
 */
export type FieldErrors = Record<string, string[]>;
export interface ErrorBody {
  code?: string;
  detail: string | FieldErrors;
}

export function errorResponse(status: number, detail: ErrorBody['detail'], code?: string) {
  const body: ErrorBody = code === undefined ? { detail } : { code, detail };
  return HttpResponse.json(body, { status });
}

export const messages = {
  notAuthenticated: 'Authentication credentials were not provided.',
  tokenNotValid: 'Given token not valid for any token type',
  notFound: 'Not found.',
  serverError: 'A server error occurred.',
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  emailTaken: 'user with this email address already exists.',
  incorrectCredentials: 'Incorrect Credentials',
  incorrectOldPassword: 'incorrect_old_password',
  notEnoughCredits: 'Not enough credits.',
  aiKeyRefused: 'Incorrect API key provided.',
  formNameTaken: 'lead form with this name already exists.',
  duplicateEmail: 'email subscription with this receiver email already exists.',
} as const;

/**
 * The lead rule for an e-mail, the same for a form's lead and a chat's: empty is refused when the e-mail is
 * required, anything given must be an address. The server's words for the `email` field, or null when it passes.
 */
export function leadEmailError(email: string, required: boolean): string[] | null {
  const trimmed = email.trim();
  if (trimmed === '' ? required : !isValidEmail(trimmed)) return [trimmed ? messages.invalidEmail : messages.required];
  return null;
}

export const unauthorized = (detail: string = messages.tokenNotValid) =>
  errorResponse(401, detail, 'token_not_valid');
export const notFound = () => errorResponse(404, messages.notFound);
export const fieldErrors = (errors: FieldErrors, status = 400) => errorResponse(status, errors);
/** DELETE answers: the client checks for exactly 204. */
export const noContent = () => new HttpResponse(null, { status: 204 });

/** The server's words for a value of the wrong type (DRF's), by what was expected. */
const wrongTypeMessages: Record<string, string> = {
  string: 'Not a valid string.',
  number: 'A valid number is required.',
  int: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  array: 'Expected a list of items.',
  object: 'Expected a dictionary of items.',
  record: 'Expected a dictionary of items.',
};

const isMissing = (issue: z.core.$ZodIssue): boolean =>
  (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) ||
  (issue.code === 'invalid_union' && issue.errors.every((branch) => branch.some(isMissing)));

/**
 * One zod issue in the server's words (Django REST framework's, so the real backend and the demo say the same):
 * what is wrong, with the limit when there is one — never "required" for a value that is there but too long.
 * docs/api.md "Validation messages" lists them; `src/api` reads them back into a kind and a limit.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (isMissing(issue)) return messages.required;
  switch (issue.code) {
    case 'invalid_type':
      return wrongTypeMessages[issue.expected] ?? `Not a valid ${issue.expected}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Ensure this field has no more than ${issue.maximum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Ensure this field has no more than ${issue.maximum} elements.`;
      return `Ensure this value is less than or equal to ${issue.maximum}.`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'This field may not be blank.' : `Ensure this field has at least ${issue.minimum} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return Number(issue.minimum) <= 1 ? 'This list may not be empty.' : `Ensure this field has at least ${issue.minimum} elements.`;
      return `Ensure this value is greater than or equal to ${issue.minimum}.`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_union':
      return 'Not a valid value.';
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      // Formats and refinements carry the message their schema wrote.
      return issue.message;
  }
}

/** Zod issues as the server's field errors: dotted path → messages (`non_field_errors` for the root). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (out[field] ??= []).push(issueMessage(issue));
  }
  return out;
}

/** Reads and checks a JSON body; a body that does not fit becomes a 400 with field errors, like the server. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await request.clone().json();
  } catch {
    raw = undefined;
  }
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: fieldErrors(zodFieldErrors(parsed.error)) };
}

/** A numeric path parameter, or undefined when it is not a whole number (the handler then answers 404). */
export function idParam(value: string | readonly string[] | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** The server's e-mail check (Django's validator, simplified to what the app's own check accepts). */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}$/;

export interface PageQuery {
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;

export function pageQuery(url: URL): PageQuery {
  const page = Number(url.searchParams.get('page') ?? '1');
  const pageSize = Number(url.searchParams.get('page_size') ?? String(DEFAULT_PAGE_SIZE));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: Number.isInteger(pageSize) && pageSize >= 0 ? pageSize : DEFAULT_PAGE_SIZE,
  };
}
