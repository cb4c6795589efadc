import { describe, expect, it } from 'vitest';
import { scopeWith } from './identityProvider';

describe('scopeWith', () => {
  it('always asks for openid profile email, plus any extra scope once', () => {
    expect(scopeWith()).toBe('openid profile email');
    expect(scopeWith(['https://www.googleapis.com/auth/drive.file', 'email'])).toBe(
      'openid profile email https://www.googleapis.com/auth/drive.file',
    );
  });
});
