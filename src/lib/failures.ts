import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clientErrorCodes, isApiError, TOKEN_NOT_VALID } from '../api';

/**
 * What kind of failure a call met, as every screen tells it. The texts are `designSystemParts:failures`: the
 * namespace every screen that shows failures loads already (one of their own would be one more file per language
 * and one more entry in the start-up code's list of text files).
 */
export const failureKinds = ['network', 'timeout', 'notFound', 'sessionEnded', 'sessionChanged', 'generic'] as const;
export type FailureKind = (typeof failureKinds)[number];

export function failureKind(error: unknown): FailureKind {
  if (!isApiError(error)) return 'generic';
  if (error.code === clientErrorCodes.network) return 'network';
  if (error.code === clientErrorCodes.timeout) return 'timeout';
  if (error.code === clientErrorCodes.sessionChanged) return 'sessionChanged';
  if (error.code === TOKEN_NOT_VALID || error.status === 401) return 'sessionEnded';
  if (error.status === 404) return 'notFound';
  return 'generic';
}

/** The server says the thing asked for is gone (deleted, or never this owner's): trying again cannot help. */
export const isNotFound = (error: unknown): boolean => failureKind(error) === 'notFound';

/**
 * A failure as the owner reads it, in their language, never a raw code. `own` gives a screen's words for the
 * server codes it knows (a chat not trained yet) and for a kind it says better (`notFound`: "This form was not
 * found"); everything else is said the same way on every screen.
 */
export type FailureTexts = Readonly<Record<string, string | undefined>>;

/** The words for `error`: the screen's own for its code or kind, else those of its kind (`say`). */
export function describeFailure(error: unknown, say: (kind: FailureKind) => string, own?: FailureTexts): string {
  const code = isApiError(error) ? error.code : '';
  const kind = failureKind(error);
  return (own && Object.hasOwn(own, code) ? own[code] : undefined) ?? own?.[kind] ?? say(kind);
}

export function useFailureText(): (error: unknown, own?: FailureTexts) => string {
  const { t } = useTranslation('designSystemParts');
  return useCallback((error: unknown, own?: FailureTexts) => describeFailure(error, (kind) => t(`failures.${kind}`), own), [t]);
}
