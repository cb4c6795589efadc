import { clientErrorCodes, type ApiError } from '../../api';
import { failureKind } from '../../lib/failures';

/** Why an AI call failed, as the owner is told (each has its own message). */
export const aiFailureKinds = ['malformed', 'wrongShape', 'timeout', 'credits', 'keyMissing', 'network', 'server'] as const;
export type AiFailureKind = (typeof aiFailureKinds)[number];

/**
 * Sorts a failed AI call. The service answers text holding JSON: when that text does not parse, the client
 * reports the parser's message; when it parses but is not the designed shape, the schema's list of issues.
 */
export function aiFailureOf(error: ApiError): AiFailureKind | 'canceled' {
  const code = error.code;
  if (code === clientErrorCodes.canceled) return 'canceled';
  const kind = failureKind(error);
  if (kind === 'timeout' || error.status === 504 || error.status === 408) return 'timeout';
  if (code === 'not_enough_credits' || error.status === 402) return 'credits';
  if (code === 'openai_key_missing') return 'keyMissing';
  if (kind === 'network') return 'network';
  const answered = error.status !== null && error.status >= 200 && error.status < 300;
  if (code === clientErrorCodes.badResponse && answered) return Array.isArray(error.details) ? 'wrongShape' : 'malformed';
  return 'server';
}
