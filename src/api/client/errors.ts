/**
 * The one error value of the api layer: every failure — HTTP status, network, timeout,
 * cancel, a body that does not parse — becomes an ApiError, so callers handle one shape.
 */

/** Codes the client itself produces when the server gave none (documented in docs/api.md). */
export const clientErrorCodes = {
  /** No answer: offline, DNS, CORS, connection reset. */
  network: 'network',
  /** No answer within the request timeout (45 s). */
  timeout: 'timeout',
  /**
   * Refused before sending: another tab signed in as someone else or signed out, so the stored token is no longer
   * the one of the person this tab shows (src/api/client/session.ts).
   */
  sessionChanged: 'session_changed',
  /** The caller aborted (react-query cancels a query that is no longer needed). */
  canceled: 'canceled',
  /** The server answered 4xx without a code. */
  badRequest: 'bad_request',
  /** The server answered 5xx without a code, or a body that is not the expected JSON / shape. */
  badResponse: 'bad_response',
} as const;
export type ClientErrorCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];

export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';

/** The backend's own words for failures the app says in the owner's language instead, in one place. */
export const serverMessages = {
  incorrectCredentials: 'Incorrect Credentials',
  emailTaken: 'user with this email address already exists.',
  emailInvalid: 'Enter a valid email address.',
  formNameTaken: 'lead form with this name already exists.',
} as const;

/**
 * What a server field message says, so a screen can say it in the owner's language: the validation messages of
 * docs/api.md ("This field is required.", "Ensure this field has no more than 120 characters." …) read back into a
 * kind and the limit they name. null: a message the app does not know (show it as the server wrote it).
 */
export type ServerFieldProblem =
  | { kind: 'required' }
  | { kind: 'blank' }
  | { kind: 'tooLong'; limit: number }
  | { kind: 'tooMany'; limit: number }
  | { kind: 'wrongType' };

export function readServerFieldMessage(message: string): ServerFieldProblem | null {
  const text = message.trim();
  if (text === 'This field is required.') return { kind: 'required' };
  if (text === 'This field may not be blank.' || text === 'This list may not be empty.') return { kind: 'blank' };
  const long = /^Ensure this field has no more than (\d+) characters\.$/.exec(text);
  if (long) return { kind: 'tooLong', limit: Number(long[1]) };
  const many = /^Ensure this field has no more than (\d+) (?:elements|keys)\.$/.exec(text);
  if (many) return { kind: 'tooMany', limit: Number(many[1]) };
  if (/^(Not a valid \w+\.|A valid (?:number|integer) is required\.|Must be a valid boolean\.|Expected a (?:list|dictionary) of items\.)$/.test(text)) {
    return { kind: 'wrongType' };
  }
  return null;
}

/** Refresh failure code that ends the session. */
export const TOKEN_NOT_VALID = 'token_not_valid';

export type ApiErrorInit = {
  message?: string | undefined;
  details?: unknown;
  data?: unknown;
  status?: number | null;
  cause?: unknown;
};

export class ApiError extends Error {
  /** `detail` of the error body: a text, or field name → messages for validation errors. */
  readonly details: unknown;
  /** The raw body the server sent (parsed JSON, or text), or the rejected value for a bad response. */
  readonly data: unknown;
  /** HTTP status, or null when no response arrived. */
  readonly status: number | null;

  constructor({ message, details, data, status = null, cause }: ApiErrorInit) {
    super(message || GENERIC_ERROR_MESSAGE, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.details = details;
    this.data = data;
    this.status = status;
  }

  /** The code callers branch on; the same text as `message` (server code or client code). */
  get code(): string {
    return this.message;
  }

  /** `details` when it is a text (e.g. 'Incorrect Credentials'), else null. */
  get detailText(): string | null {
    return typeof this.details === 'string' ? this.details : null;
  }

  /** Field name → first message, when `details` is a validation object (for per-field form errors). */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (typeof this.details !== 'object' || this.details === null || Array.isArray(this.details)) return out;
    for (const [field, value] of Object.entries(this.details)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') out[field] = first;
    }
    return out;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function stringField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The server's code of an error body: `code`, else `message`, else the same inside a nested `error`
 * object (the notification-address form shows `error.message` of a failed create).
 */
function serverCodeOf(body: unknown): string | undefined {
  const nested = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : undefined;
  return (
    stringField(body, 'code') ??
    stringField(body, 'message') ??
    stringField(nested, 'code') ??
    stringField(nested, 'message')
  );
}

/** An error answer (non-2xx) → ApiError: server code, else the client code for the status class. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const serverCode = serverCodeOf(body);
  const clientCode =
    status >= 500 ? clientErrorCodes.badResponse : status >= 400 ? clientErrorCodes.badRequest : undefined;
  const details = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).detail : undefined;
  return new ApiError({ message: serverCode ?? clientCode, details, data: body, status });
}
