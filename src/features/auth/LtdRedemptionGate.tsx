import type { ReactNode } from 'react';

/** Lifetime-deal redemption from the query (source, tariff, access_token, refresh_token), on any page. */
export function LtdRedemptionGate({ children }: { children: ReactNode }) {
  // TODO: store the tokens, then /forms with the success flag.
  return children;
}
