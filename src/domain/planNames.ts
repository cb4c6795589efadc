/**
 * The plans the product's backend is known to sell, by the name the server gives them ("Creator plan"). A known
 * plan gets a translated display name (billing `planNames.*`); any other name is shown as the server sends it.
 */
export const knownPlans = ['creator', 'pro', 'agency', 'lifetime'] as const;
export type KnownPlan = (typeof knownPlans)[number];

const serverNames: Record<string, KnownPlan> = {
  'creator plan': 'creator',
  'pro plan': 'pro',
  'agency plan': 'agency',
  'lifetime plan': 'lifetime',
};

/** The known plan behind a server's plan name (case and spaces aside), or null for a name the app does not know. */
export function knownPlanOf(serverName: string): KnownPlan | null {
  return serverNames[serverName.trim().replace(/\s+/g, ' ').toLowerCase()] ?? null;
}
