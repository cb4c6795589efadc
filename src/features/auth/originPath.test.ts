import { describe, expect, it } from 'vitest';
import { originFromState, safeInAppPath } from './originPath';

describe('safeInAppPath', () => {
  it('keeps an in-app path with its query and hash', () => {
    expect(safeInAppPath('/forms/42?tab=leads#top')).toBe('/forms/42?tab=leads#top');
    expect(safeInAppPath('/account')).toBe('/account');
  });

  it.each([
    'https://evil.example/forms',
    '//evil.example/forms',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'forms',
    '',
    ' /forms',
    // Tricks that only become `//host` or a scheme once decoded, dot-resolved or folded.
    '/.//evil.com',
    '/%2e//evil.com',
    '/forms/..//evil.com',
    '/%2F%2Fevil.com',
    '/%2f/evil.com',
    '/%252f%252fevil.com',
    '/%5cevil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2e%2e//evil.com',
    '/forms/%2e%2e/%2e%2e//evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '%6aavascript:alert(1)',
    'DATA:text/html,hi',
    'HTTPS://evil.example',
    'http://in-app.invalid.evil.example/forms',
    '%2f%2fevil.com',
    '/%',
    '/LOGIN',
    // A stray `%` after the first decoding must not stop the decoding of what hides behind it.
    '/%252f%252fevil.com%25',
  ])('rejects %j', (value) => {
    expect(safeInAppPath(value)).toBe('/forms');
  });

  it('rejects what is not a string and uses the given fallback', () => {
    expect(safeInAppPath(undefined)).toBe('/forms');
    expect(safeInAppPath({ pathname: '/x' }, '/home')).toBe('/home');
  });

  it('never returns to the guest pages', () => {
    expect(safeInAppPath('/login')).toBe('/forms');
    expect(safeInAppPath('/register?x=1')).toBe('/forms');
    expect(safeInAppPath('/loginx')).toBe('/loginx');
  });

  it('normalises dot segments, staying in the app', () => {
    expect(safeInAppPath('/forms/../account')).toBe('/account');
    expect(safeInAppPath('/forms/%2e%2e/account')).toBe('/account');
    expect(safeInAppPath('/forms\\42')).toBe('/forms/42');
    expect(safeInAppPath('/forms\n/x')).toBe('/forms/x');
  });
});

describe('safeInAppPath returns the original, not the decoded copy it judged', () => {
  it.each([
    ['/forms?q=a%26b', '/forms?q=a%26b'],
    ['/forms/42/results?search=%23Field2', '/forms/42/results?search=%23Field2'],
    ['/forms?q=%3Fx%3D1', '/forms?q=%3Fx%3D1'],
    ['/forms/a%2Fb', '/forms/a%2Fb'],
    ['/forms?q=50%25', '/forms?q=50%25'],
    ['/forms?q=caf%C3%A9#top', '/forms?q=caf%C3%A9#top'],
  ])('%j stays %j', (value, expected) => {
    expect(safeInAppPath(value)).toBe(expected);
    // What the page reads back from the returned path is what the person had typed.
    expect(new URL(safeInAppPath(value), 'http://x.invalid').searchParams.get('q') ?? null).toBe(
      new URL(value, 'http://x.invalid').searchParams.get('q') ?? null,
    );
  });

  it('still judges the decoded copy: an encoded guest page is refused', () => {
    expect(safeInAppPath('/%6cogin')).toBe('/forms');
    expect(safeInAppPath('/%2e%2e/register')).toBe('/forms');
  });
});

describe('originFromState', () => {
  it('reads `from` from navigation state', () => {
    expect(originFromState({ from: '/prices' })).toBe('/prices');
    expect(originFromState({ from: '//evil.example' })).toBe('/forms');
    expect(originFromState(null)).toBe('/forms');
  });
});

describe('originFromState: a page left at sign-out is its owner\'s', () => {
  const left = { from: '/forms/results/5', owner: '1' };
  it('returns the same person to the page they left', () => {
    expect(originFromState(left, 1)).toBe('/forms/results/5');
  });
  it('starts another person on My Forms', () => {
    expect(originFromState(left, 2)).toBe('/forms');
  });
  it('takes anyone to a page a guest asked for', () => {
    expect(originFromState({ from: '/prices', owner: null }, 2)).toBe('/prices');
    expect(originFromState({ from: '/prices' }, 2)).toBe('/prices');
  });
});
