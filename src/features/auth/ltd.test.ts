import { describe, expect, it } from 'vitest';
import { readLtdRedemption } from './LtdRedemptionGate';
import { exchangeIdOf } from './TokenExchangeScreen';

describe('readLtdRedemption', () => {
  it('needs source and tariff; takes the tokens only as a pair', () => {
    expect(readLtdRedemption('?source=appsumo&tariff=Lifetime&access_token=a&refresh_token=r')).toEqual({
      source: 'appsumo',
      tariff: 'Lifetime',
      tokens: { access_token: 'a', refresh_token: 'r' },
    });
    expect(readLtdRedemption('?source=appsumo&tariff=Lifetime&access_token=a')).toEqual({
      source: 'appsumo',
      tariff: 'Lifetime',
      tokens: null,
    });
    expect(readLtdRedemption('?source=appsumo')).toBeNull();
    expect(readLtdRedemption('')).toBeNull();
  });
});

describe('exchangeIdOf', () => {
  it('reads token_id, else id', () => {
    expect(exchangeIdOf(new URLSearchParams('token_id=42'))).toBe('42');
    expect(exchangeIdOf(new URLSearchParams('id=7'))).toBe('7');
    expect(exchangeIdOf(new URLSearchParams('token_id=%20'))).toBeNull();
  });
});
