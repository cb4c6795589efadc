import type { RequestHandler } from 'msw';

/**
 * Every handler of the mock backend, keyed by area, so that a story can override one area:
 * `parameters: { msw: { handlers: { forms: formsScenarios.empty() } } }`.
 */
export const handlers: Record<string, RequestHandler[]> = {};

export const allHandlers = (): RequestHandler[] => Object.values(handlers).flat();
