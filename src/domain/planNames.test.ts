import { describe, expect, it } from 'vitest';
import { knownPlanOf } from './planNames';

describe('knownPlanOf', () => {
  it('knows the server plan names, whatever their case and spacing', () => {
    expect(knownPlanOf('Creator plan')).toBe('creator');
    expect(knownPlanOf(' pro  Plan ')).toBe('pro');
    expect(knownPlanOf('Lifetime plan')).toBe('lifetime');
  });
  it('leaves other names to be shown as the server sends them', () => {
    expect(knownPlanOf('Enterprise Gold')).toBeNull();
    expect(knownPlanOf('')).toBeNull();
  });
});
