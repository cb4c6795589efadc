import { db, seedTariffs, seedUsers } from './db';

/*
 * The plan situations of a seed owner, written into the store (the handlers then compute every answer from it):
 * stories and tests call one in `beforeEach` after the store is reset.
 */
export const planSituations = ['free', 'paid', 'lifetimeDeal', 'enterprise'] as const;
export type PlanSituation = (typeof planSituations)[number];

/**
 * Puts an owner (default: the demo owner) on a plan: `free` (no subscription), `paid` (an active Creator plan
 * subscription with a billing customer), `lifetimeDeal` (a redeemed lifetime deal, no subscription) or
 * `enterprise` (an active Agency plan subscription: unlimited credits, own AI key required).
 */
export function putOnPlan(situation: PlanSituation, userId: number = seedUsers.demoOwner.id): void {
  db.subscriptions.deleteWhere((s) => s._userId === userId);
  db.users.update(userId, { ltd_tariff: situation === 'lifetimeDeal' ? 'Lifetime plan' : null });
  const tariffId = situation === 'paid' ? seedTariffs.creator : situation === 'enterprise' ? seedTariffs.agency : null;
  if (tariffId === null) return;
  db.subscriptions.insert({
    id: db.subscriptions.takeId(),
    _userId: userId,
    status: 'active',
    customer_id: `cus_demo_${userId}`,
    _tariffId: tariffId,
  });
}

/** Sets the credits an owner has used this period (e.g. near the plan's limit for the low-credit warning). */
export function setUsedCredits(usedCredits: number, userId: number = seedUsers.demoOwner.id): void {
  if (db.usage.get(userId)) db.usage.update(userId, { used_credits: usedCredits });
  else db.usage.insert({ id: userId, used_credits: usedCredits });
}
