import { describe, expect, it } from 'vitest';
import {
  canDisableEmailAiAnswer,
  canTurnOffEmail,
  canTurnOffPhone,
  leadToggles,
  setLeadFieldEnabled,
} from './leadFieldRules';

const fields = (email: boolean, phone: boolean) => [
  { fieldRef: '#email', enabled: email },
  { fieldRef: '#phone', enabled: phone },
  { fieldRef: '#name' },
];

describe('lead field rules', () => {
  it('e-mail cannot be turned off while the phone is off', () => {
    expect(canTurnOffEmail(leadToggles(fields(true, false), 'BEFORE'))).toBe(false);
    expect(canTurnOffEmail(leadToggles(fields(true, true), 'BEFORE'))).toBe(true);
  });

  it('e-mail cannot be turned off while the strategy is EMAIL', () => {
    expect(canTurnOffEmail(leadToggles(fields(true, true), 'EMAIL'))).toBe(false);
  });

  it('phone cannot be turned off while the e-mail is off', () => {
    expect(canTurnOffPhone(leadToggles(fields(false, true), 'AFTER'))).toBe(false);
    expect(canTurnOffPhone(leadToggles(fields(true, true), 'AFTER'))).toBe(true);
  });

  it('a missing field counts as off', () => {
    expect(leadToggles([{ fieldRef: '#email' }], 'BEFORE')).toEqual({ emailEnabled: true, phoneEnabled: false, strategy: 'BEFORE' });
  });

  it('setLeadFieldEnabled ignores a forbidden change and applies an allowed one', () => {
    const locked = fields(true, false);
    expect(setLeadFieldEnabled(locked, '#email', false, 'BEFORE')).toBe(locked);
    const next = setLeadFieldEnabled(fields(true, true), '#phone', false, 'BEFORE');
    expect(next[1]).toEqual({ fieldRef: '#phone', enabled: false });
    expect(setLeadFieldEnabled(fields(false, false), '#email', true, 'EMAIL')[0]).toEqual({ fieldRef: '#email', enabled: true });
  });

  it('the e-mail AI answer cannot be unchecked while the strategy is EMAIL', () => {
    expect(canDisableEmailAiAnswer('EMAIL')).toBe(false);
    expect(canDisableEmailAiAnswer('AFTER')).toBe(true);
  });
});
