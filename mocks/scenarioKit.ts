import { delay, http, HttpHandler, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import { errorResponse, fieldErrors, messages, type FieldErrors } from './http';

/**
 * The scenarios every area offers. Each returns a complete handler array for `parameters.msw.handlers.<area>`:
 * msw-storybook-addon replaces the whole area, so a scenario that changes only some calls includes the
 * area's ordinary handlers after its own.
 */
export interface AreaScenarios {
  /** Every call of the area fails with this status (default 500) and a `{ detail }` body. */
  serverError(status?: number): HttpHandler[];
  /** Every write (POST, PUT, PATCH) of the area is rejected with these field errors; reads work. */
  fieldErrors(errors: FieldErrors, status?: number): HttpHandler[];
  /** The area's lists are empty; everything else works. */
  empty(): HttpHandler[];
  /** Every call of the area answers after `ms`, then as usual. */
  slow(ms: number): HttpHandler[];
  /** Every call of the area stays pending forever (loading states). */
  neverEnding(): HttpHandler[];
  /** Every call of the area fails at the network level (no response at all). */
  networkError(): HttpHandler[];
}

type Resolver = HttpResponseResolver<Record<string, string | readonly string[]>, DefaultBodyType, DefaultBodyType>;

const writeMethods = new Set(['POST', 'PUT', 'PATCH']);

/** A handler for the same method and path as `handler`, answered by `resolver`. */
function sameRoute(handler: HttpHandler, resolver: Resolver): HttpHandler {
  return new HttpHandler(handler.info.method, handler.info.path, resolver);
}

export function areaScenarios(base: () => HttpHandler[], empty: () => HttpHandler[]): AreaScenarios {
  const override = (resolver: Resolver, only?: (handler: HttpHandler) => boolean) =>
    base()
      .filter((handler) => only?.(handler) ?? true)
      .map((handler) => sameRoute(handler, resolver));
  return {
    serverError: (status = 500) => override(() => errorResponse(status, messages.serverError)),
    fieldErrors: (errors, status = 400) => [
      ...override(
        () => fieldErrors(errors, status),
        (handler) => writeMethods.has(String(handler.info.method)),
      ),
      ...base(),
    ],
    empty: () => [...empty(), ...base()],
    // A resolver that returns nothing lets msw carry on to the next matching handler: the ordinary one.
    slow: (ms) => [
      ...override(async () => {
        await delay(ms);
      }),
      ...base(),
    ],
    neverEnding: () =>
      override(async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    networkError: () => override(() => HttpResponse.error()),
  };
}

/**
 * The first `method` call to `path` fails with a server error; every later one goes on to the area's ordinary
 * handlers (msw uses a `once` handler a single time). Put it before them: `[failsOnce('get', path), ...handlers]`.
 */
export function failsOnce(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string): HttpHandler {
  return http[method](path, () => errorResponse(500, messages.serverError), { once: true });
}
