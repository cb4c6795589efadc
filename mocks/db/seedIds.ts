/*
 * The fixed ids, accounts and tokens of the seed (./seed.ts), apart from its rows: handlers and tests name them,
 * while the rows themselves are only needed to write the seed (the demo backend loads them when it seeds).
 */

export const DEMO_PASSWORD = 'demo1234';

/** Who can sign in. The demo owner's e-mail is NOT verified, so the verify-your-e-mail banner shows. */
export const seedUsers = {
  demoOwner: { id: 1, email: 'demo@example.com', password: DEMO_PASSWORD },
  /** A verified owner on the paid Pro plan with their own AI provider key, and one form. */
  proOwner: { id: 2, email: 'pro@example.com', password: DEMO_PASSWORD },
  /** Signed up with the identity provider: no password yet (the change-password dialog asks no old one). */
  googleOwner: { id: 3, email: 'google.user@example.com', password: null },
} as const;

/** Tokens of a ready signed-in session, so a story or test can start signed in without calling login. */
export const seedTokens = {
  demoOwner: { access_token: 'demo-access-token', refresh_token: 'demo-refresh-token' },
  proOwner: { access_token: 'pro-access-token', refresh_token: 'pro-refresh-token' },
} as const;

export const seedTariffs = { free: 1, creator: 2, pro: 3, agency: 4, lifetime: 5, creatorYearly: 6, proYearly: 7 } as const;

/** Form ids of the demo owner, by the state each one shows. */
export const seedForms = {
  published: 1,
  draftAfterAnswer: 2,
  miniPageEmailAnswer: 3,
  leadsDisabled: 4,
  legacyV1: 5,
  legacyV2: 6,
  emptyDraft: 7,
  /** Owned by the Pro owner: the demo owner gets 404 for it. */
  proOwners: 8,
} as const;

export const LTD_DEMO_CODE = 'LTD-DEMO-2026';
/** Already redeemed by the Pro owner: anyone else gets invalid_code. */
export const LTD_USED_CODE = 'LTD-USED-0001';

/**
 * The connector invite link of the demo's owners: the app's own page about the connector (the demo has no
 * automation service). Stored as a path under the app's base; the user call sends it as a full address.
 */
export const DEMO_CONNECTOR_LINK = '/app/demo/connector';

/** The token of the seed's verification e-mail to the demo owner (its link is in the demo inbox). */
export const DEMO_VERIFICATION_TOKEN = 'demo-verification-token';
