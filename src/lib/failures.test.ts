import { describe, expect, it } from 'vitest';
import { ApiError, clientErrorCodes, TOKEN_NOT_VALID } from '../api';
import { describeFailure, failureKind, isNotFound } from './failures';

const error = (message: string, status: number | null = null) => new ApiError({ message, status });

describe('failureKind', () => {
  it.each([
    ['no answer', error(clientErrorCodes.network), 'network'],
    ['too slow', error(clientErrorCodes.timeout), 'timeout'],
    ['another person signed in in another tab', error(clientErrorCodes.sessionChanged), 'sessionChanged'],
    ['a refused refresh', error(TOKEN_NOT_VALID, 401), 'sessionEnded'],
    ['a 401 without a code', error(clientErrorCodes.badRequest, 401), 'sessionEnded'],
    ['a 404', error('not_found', 404), 'notFound'],
    ['a 500', error(clientErrorCodes.badResponse, 500), 'generic'],
    ['a 400 the app does not know', error('weird_code', 400), 'generic'],
    ['not an ApiError', new TypeError('x is undefined'), 'generic'],
  ] as const)('%s is %s', (_, failure, kind) => {
    expect(failureKind(failure)).toBe(kind);
  });

  it('knows a thing that is gone only by a 404', () => {
    expect(isNotFound(error('not_found', 404))).toBe(true);
    expect(isNotFound(error(clientErrorCodes.badResponse, 500))).toBe(false);
  });
});

describe('describeFailure', () => {
  const say = (kind: string) => `[${kind}]`;

  it("says a kind in the app's words unless the screen has its own for the code or the kind", () => {
    expect(describeFailure(error(clientErrorCodes.network), say)).toBe('[network]');
    expect(describeFailure(error('chat_not_trained', 400), say, { chat_not_trained: 'Not trained yet.' })).toBe('Not trained yet.');
    expect(describeFailure(error('gone', 404), say, { notFound: 'This form was not found.' })).toBe('This form was not found.');
    expect(describeFailure(error('other', 400), say, { chat_not_trained: 'Not trained yet.' })).toBe('[generic]');
  });

  it('never takes a code for a text the screen did not give (inherited names of an object)', () => {
    expect(describeFailure(error('toString', 400), say, {})).toBe('[generic]');
  });
});
