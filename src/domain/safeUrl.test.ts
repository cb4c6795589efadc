import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc, WEB_SCHEMES } from './safeUrl';

describe('safeHref', () => {
  it('keeps web and e-mail addresses, written out in full', () => {
    expect(safeHref('https://zapier.com/developer/public-invite/1/x/')).toBe('https://zapier.com/developer/public-invite/1/x/');
    expect(safeHref('  HTTP://Example.com ')).toBe('http://example.com/');
    expect(safeHref('mailto:owner@example.com')).toBe('mailto:owner@example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'blob:https://example.com/1',
    'file:///etc/passwd',
    '//evil.example',
    '/relative',
    'relative',
    'http:evil.example',
    'https:/evil.example',
    '',
  ])('refuses %j', (value) => {
    expect(safeHref(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref({ href: 'https://a.example' })).toBeNull();
  });

  it('takes only the schemes asked for', () => {
    expect(safeHref('mailto:a@example.com', WEB_SCHEMES)).toBeNull();
    expect(safeHref('https://a.example', WEB_SCHEMES)).toBe('https://a.example/');
  });
});

describe('safeImageSrc', () => {
  it('keeps web addresses and inlined pictures', () => {
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/png;base64,"onerror="alert(1)',
    'mailto:a@example.com',
    'blob:https://example.com/1',
    '/uploads/a.png',
  ])('refuses %j', (value) => {
    expect(safeImageSrc(value)).toBeNull();
  });
});
