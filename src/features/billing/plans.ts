import type { BillingPeriod, CreditsPerAction, Subscription, Tariff, User } from '../../api';
import { USER_KEY_SOURCE } from '../../domain/formModel';
import { numberFormat } from '../../domain/intl';

/** What a plan card offers: the plan in force, a purchase, nothing (another paid plan is current), or a talk with sales. */
export const planActions = ['current', 'buy', 'disabled', 'contact', 'none'] as const;
export type PlanAction = (typeof planActions)[number];

export const planKinds = ['free', 'paid', 'enterprise', 'lifetime'] as const;
export type PlanKind = (typeof planKinds)[number];

export interface PlanCard {
  tariff: Tariff;
  kind: PlanKind;
  action: PlanAction;
  /** The owner pays for this plan on the other billing period (current, but billed e.g. yearly while months are shown). */
  currentPeriod: BillingPeriod | null;
  /** Percent saved by paying yearly, for a yearly plan with a monthly twin. */
  yearlySavingPercent: number | null;
  /** The plan needs the owner's own AI provider key. */
  ownKey: boolean;
}

/** Free costs 0; unlimited credits is the enterprise plan; a plan without a price but with credits is the lifetime deal's. */
export function planKind(tariff: Tariff): PlanKind {
  if (tariff.price === 0) return 'free';
  if (tariff.credits_per_month === null) return 'enterprise';
  if (tariff.price === null) return 'lifetime';
  return 'paid';
}

/**
 * The plan the owner is on: an active subscription's, else the redeemed lifetime deal's, else Free (no
 * subscription record, answered 404, is the free plan).
 */
export function currentPlan(tariffs: readonly Tariff[], subscription: Subscription | null, user: Pick<User, 'ltd_tariff'> | null) {
  if (subscription && subscription.status === 'active') {
    return { tariff: subscription.tariff, paying: Boolean(subscription.customer_id) };
  }
  const lifetime = user?.ltd_tariff ? tariffs.find((t) => planKind(t) === 'lifetime' && t.name === user.ltd_tariff) : undefined;
  if (lifetime) return { tariff: lifetime, paying: false };
  return { tariff: tariffs.find((t) => planKind(t) === 'free') ?? null, paying: false };
}

/** The credits one action costs, or null when the server does not list it. */
export function creditCost(costs: readonly CreditsPerAction[] | undefined, action: string): number | null {
  return costs?.find((c) => c.action === action)?.credits ?? null;
}

/**
 * The cards of the plans page for one billing period, cheapest first: Free, the paid plans of that period, the
 * lifetime deal's plan (only for its owner), enterprise. An active subscription with a billing customer makes its
 * plan current and every other plan unavailable here (only one paid plan at a time; changes go through the
 * billing portal).
 */
export function planCards(
  tariffs: readonly Tariff[],
  subscription: Subscription | null,
  user: Pick<User, 'ltd_tariff'> | null,
  period: BillingPeriod,
): PlanCard[] {
  const current = currentPlan(tariffs, subscription, user);
  const isCurrent = (tariff: Tariff) =>
    current.tariff !== null && (tariff.id === current.tariff.id || (current.paying && planKind(tariff) === 'paid' && tariff.name === current.tariff.name));
  const monthlyPrice = (name: string) => tariffs.find((t) => planKind(t) === 'paid' && t.billing_period === 'month' && t.name === name)?.price ?? null;

  const shown = tariffs.filter((tariff) => {
    const kind = planKind(tariff);
    if (kind === 'paid') return tariff.billing_period === period;
    if (kind === 'lifetime') return isCurrent(tariff);
    return true;
  });
  const order: Record<PlanKind, number> = { free: 0, paid: 1, lifetime: 2, enterprise: 3 };
  shown.sort((a, b) => order[planKind(a)] - order[planKind(b)] || (a.price ?? 0) - (b.price ?? 0));

  return shown.map((tariff) => {
    const kind = planKind(tariff);
    const currentOne = isCurrent(tariff);
    let action: PlanAction;
    if (currentOne) action = 'current';
    else if (current.paying) action = 'disabled';
    else if (kind === 'paid') action = 'buy';
    else if (kind === 'enterprise') action = 'contact';
    else action = 'none';
    const monthly = kind === 'paid' && tariff.billing_period === 'year' ? monthlyPrice(tariff.name) : null;
    const saving = monthly && tariff.price ? Math.round((1 - tariff.price / (monthly * 12)) * 100) : null;
    return {
      tariff,
      kind,
      action,
      currentPeriod: currentOne && current.tariff && current.tariff.billing_period !== tariff.billing_period ? current.tariff.billing_period : null,
      yearlySavingPercent: saving !== null && saving > 0 ? saving : null,
      ownKey: tariff.open_ai_key_source === USER_KEY_SOURCE,
    };
  });
}

/** The period the switch starts on: the one the owner pays by, else monthly. */
export function initialPeriod(subscription: Subscription | null): BillingPeriod {
  return subscription?.status === 'active' && planKind(subscription.tariff) === 'paid' ? subscription.tariff.billing_period : 'month';
}

/** Minor units to a currency amount in dollars (SPEC: the server's price ÷ 100, sign $). */
export function formatPrice(minor: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
