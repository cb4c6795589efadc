/*
 * Ports of the browser journeys' servers, shared by Playwright (playwright.config.ts) and the cross-engine run
 * (e2e/engines). They start at E2E_PORT (4173 in CI), else at a block derived from the checkout's path, so
 * parallel work trees never reuse each other's servers (and so test another tree's code).
 */
function checkoutSlot(): number {
  let hash = 0;
  for (const char of process.cwd()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 200;
}

const port = Number(process.env.E2E_PORT ?? (process.env.CI ? 4173 : 4200 + checkoutSlot() * 4));
export const e2ePorts = { demo: port, http: port + 1, api: port + 2, ownerSite: port + 3 } as const;
export const localOrigin = (p: number): string => `http://localhost:${p}`;
