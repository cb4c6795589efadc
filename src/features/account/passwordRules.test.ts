import { describe, expect, it } from 'vitest';
import { maskKey, passwordProblems } from './passwordRules';

describe('passwordProblems', () => {
  it('asks for every field, the current one only when a password exists', () => {
    expect(passwordProblems({ current: '', next: '', confirm: '' }, true)).toEqual({ current: 'fieldRequired', next: 'fieldRequired', confirm: 'fieldRequired' });
    expect(passwordProblems({ current: '', next: '', confirm: '' }, false)).toEqual({ next: 'fieldRequired', confirm: 'fieldRequired' });
  });

  it('the confirmation must match the new password', () => {
    expect(passwordProblems({ current: 'old-one', next: 'new-one', confirm: 'new-two' }, true)).toEqual({ confirm: 'errorPasswordMatch2' });
  });

  it('the new password must differ from the current one', () => {
    expect(passwordProblems({ current: 'same-one', next: 'same-one', confirm: 'same-one' }, true)).toEqual({ next: 'errorSamePassword' });
  });

  it('a first password has nothing to differ from', () => {
    expect(passwordProblems({ current: '', next: 'first-one', confirm: 'first-one' }, false)).toEqual({});
  });
});

describe('maskKey', () => {
  it('keeps the prefix and the last four characters only', () => {
    expect(maskKey('sk-abcdefghijklmnop1234')).toBe('sk-••••••••1234');
    expect(maskKey('short')).toBe('•••••');
  });
});
