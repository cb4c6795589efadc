import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from './validators';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.org', 'A_1%x-y@Sub.Domain.com'])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a@b.COM', 'a b@c.de', 'a@@b.de', 'a!@b.de'])('rejects %s', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it.each(['5551234567', '+5551234567', '(555) 123-4567', '555.123.4567', '555 123 456789', '+(555)1234567', '555-123-45678'])(
    'accepts %s',
    (v) => {
      expect(isValidPhone(v)).toBe(true);
    },
  );
  it.each(['', '12345', '555-123-456', '555-123-4567890', '(55) 123 4567', '555--123-4567', 'abc-def-ghij', '++5551234567'])(
    'rejects %s',
    (v) => {
      expect(isValidPhone(v)).toBe(false);
    },
  );
});
