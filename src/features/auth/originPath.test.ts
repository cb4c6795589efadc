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
    '/forms\n/x',
    ' /forms',
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
  });
});

describe('originFromState', () => {
  it('reads `from` from navigation state', () => {
    expect(originFromState({ from: '/prices' })).toBe('/prices');
    expect(originFromState({ from: '//evil.example' })).toBe('/forms');
    expect(originFromState(null)).toBe('/forms');
  });
});
