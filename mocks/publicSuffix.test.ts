import { describe, expect, it } from 'vitest';
import { getDomain } from './publicSuffix';

describe('the public suffix stand-in of the demo backend', () => {
  it('gives the last two labels of a name, and nothing for an address', () => {
    expect(getDomain('app.example.com')).toBe('example.com');
    expect(getDomain('Example.COM.')).toBe('example.com');
    expect(getDomain('localhost')).toBe('localhost');
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
  });
});
