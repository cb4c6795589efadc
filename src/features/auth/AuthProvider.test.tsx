import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError, clientErrorCodes } from '../../api';
import { authStatusOf, useAuth } from './AuthProvider';

function Reader() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws a missing-context error outside AuthProvider', () => {
    expect(() => renderToString(createElement(Reader))).toThrow('useAuth must be used within an AuthProvider.');
  });
});

describe('authStatusOf', () => {
  const user = { id: 1, email: 'a@example.com' } as unknown as Parameters<typeof authStatusOf>[0];

  it('signs out only on a 401 the refresh could not fix', () => {
    expect(authStatusOf(null, false, new ApiError({ message: 'token_not_valid', status: 401 }))).toBe('loggedOut');
    expect(authStatusOf(null, false, null)).toBe('loggedOut');
  });

  it('signs out on a 401 even with a user drawn from the device (its refresh was refused)', () => {
    expect(authStatusOf(user, false, new ApiError({ message: 'token_not_valid', status: 401 }))).toBe('loggedOut');
  });

  it('keeps the session, unavailable, on a server error, a network failure or a timeout', () => {
    expect(authStatusOf(null, false, new ApiError({ message: clientErrorCodes.badResponse, status: 503 }))).toBe('unavailable');
    expect(authStatusOf(null, false, new ApiError({ message: clientErrorCodes.network }))).toBe('unavailable');
    expect(authStatusOf(null, false, new ApiError({ message: clientErrorCodes.timeout }))).toBe('unavailable');
  });

  it('is logging in while the first load runs and logged in with a user', () => {
    expect(authStatusOf(null, true, null)).toBe('loggingIn');
    expect(authStatusOf(user, false, new ApiError({ message: clientErrorCodes.network }))).toBe('loggedIn');
  });
});
