/**
 * Zod compiles a faster object parser with `new Function` where the page allows eval, and probes for that when its
 * first object schema is made. The built pages' Content-Security-Policy allows no eval (scripts/contentSecurityPolicy.ts),
 * so the probe would be refused and reported as a policy violation on every page that loads data. Zod reads its
 * global configuration from `globalThis.__zod_globalConfig` when it loads (always after this: zod is never in the
 * first load), so the app asks for the parser without eval before any schema exists. zodWithoutEval.test.ts checks
 * that zod still honours it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;

// A module (imported for its effect only).
export {};
