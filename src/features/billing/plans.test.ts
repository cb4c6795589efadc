import { describe, expect, it } from 'vitest';
import type { Subscription, Tariff } from '../../api';
import { creditCost, currentPlan, formatPrice, initialPeriod, planCards } from './plans';

const tariff = (id: number, name: string, price: number | null, credits: number | null, extra: Partial<Tariff> = {}): Tariff => ({
  id,
  name,
  price,
  credits_per_month: credits,
  show_aii_ads_chat: false,
  open_ai_key_source: null,
  billing_period: 'month',
  ...extra,
});

const tariffs: Tariff[] = [
  tariff(3, 'Pro plan', 4900, 5000, { show_aii_ads_chat: true }),
  tariff(1, 'free', 0, 100),
  tariff(2, 'Creator plan', 1900, 1000),
  tariff(4, 'Agency plan', null, null, { open_ai_key_source: 'user' }),
  tariff(5, 'Lifetime plan', null, 2000),
  tariff(6, 'Creator plan', 19000, 1000, { billing_period: 'year' }),
  tariff(7, 'Pro plan', 49000, 5000, { billing_period: 'year' }),
];
const subscribed = (t: Tariff, customer: string | null = 'cus_1'): Subscription => ({ status: 'active', customer_id: customer, tariff: t });
const summary = (cards: ReturnType<typeof planCards>) => cards.map((c) => `${c.tariff.id}:${c.action}`);

describe('planCards', () => {
  it('no subscription (404) is Free: the paid plans of the period can be bought, enterprise is a talk with sales', () => {
    expect(summary(planCards(tariffs, null, { ltd_tariff: null }, 'month'))).toEqual(['1:current', '2:buy', '3:buy', '4:contact']);
  });

  it('the yearly switch shows the yearly paid plans with what they save over twelve months', () => {
    const cards = planCards(tariffs, null, null, 'year');
    expect(summary(cards)).toEqual(['1:current', '6:buy', '7:buy', '4:contact']);
    expect(cards.find((c) => c.tariff.id === 6)?.yearlySavingPercent).toBe(17);
  });

  it('an active subscription with a billing customer is current and disables every other plan', () => {
    expect(summary(planCards(tariffs, subscribed(tariffs[2]!), null, 'month'))).toEqual(['1:disabled', '2:current', '3:disabled', '4:disabled']);
  });

  it('a yearly subscription marks its plan current on the monthly switch too, saying how it is billed', () => {
    const cards = planCards(tariffs, subscribed(tariffs[5]!), null, 'month');
    expect(summary(cards)).toEqual(['1:disabled', '2:current', '3:disabled', '4:disabled']);
    expect(cards[1]?.currentPeriod).toBe('year');
  });

  it('an active subscription without a billing customer is current but leaves the others available', () => {
    expect(summary(planCards(tariffs, subscribed(tariffs[2]!, null), null, 'month'))).toEqual(['1:none', '2:current', '3:buy', '4:contact']);
  });

  it('only a lifetime-deal owner sees the special plan, as current', () => {
    expect(summary(planCards(tariffs, null, { ltd_tariff: 'Lifetime plan' }, 'month'))).toEqual(['1:none', '2:buy', '3:buy', '5:current', '4:contact']);
    expect(planCards(tariffs, null, null, 'month').some((c) => c.kind === 'lifetime')).toBe(false);
  });

  it('enterprise: unlimited credits, own key required', () => {
    const cards = planCards(tariffs, subscribed(tariffs[3]!), null, 'month');
    expect(cards.find((c) => c.kind === 'enterprise')).toMatchObject({ action: 'current', ownKey: true });
  });
});

describe('plan helpers', () => {
  it('current plan: subscription, else lifetime deal, else free', () => {
    expect(currentPlan(tariffs, null, null).tariff?.name).toBe('free');
    expect(currentPlan(tariffs, null, { ltd_tariff: 'Lifetime plan' }).tariff?.id).toBe(5);
    expect(currentPlan(tariffs, subscribed(tariffs[0]!), { ltd_tariff: 'Lifetime plan' })).toMatchObject({ paying: true, tariff: { id: 3 } });
  });

  it('the switch starts on the period the owner pays by', () => {
    expect(initialPeriod(null)).toBe('month');
    expect(initialPeriod(subscribed(tariffs[6]!))).toBe('year');
  });

  it('prices are minor units shown in dollars', () => {
    expect(formatPrice(1900, 'en')).toBe('$19');
    expect(formatPrice(1950, 'en')).toBe('$19.50');
    expect(formatPrice(0, 'en')).toBe('$0');
  });

  it('credit cost of an action', () => {
    expect(creditCost([{ action: 'ai_reply_lead_form', credits: 1 }], 'ai_reply_lead_form')).toBe(1);
    expect(creditCost(undefined, 'ai_reply_lead_form')).toBeNull();
  });
});
