import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from './config';
import { authHandlers } from './handlers/auth';
import { chatsHandlers, emptyChatsHandlers } from './handlers/chats';
import { emptyFormsHandlers, formsHandlers } from './handlers/forms';
import { emptyIntegrationsHandlers, integrationsHandlers } from './handlers/integrations';
import { llmHandlers } from './handlers/llm';
import { emptySessionsHandlers, sessionsHandlers } from './handlers/sessions';
import { subscriptionHandlers } from './handlers/subscription';
import { emptyUploadsHandlers, uploadsHandlers } from './handlers/uploads';
import { errorResponse, messages, unauthorized } from './http';
import { signedInCall } from './route';
import { bearerToken } from './session';
import { areaScenarios } from './scenarioKit';

/*
 * Per-area scenarios for stories and tests. Each returns the full handler array of its area:
 *   parameters: { msw: { handlers: { forms: formsScenarios.empty() } } }
 *   server.use(...formsScenarios.serverError(503))
 * Every area has serverError(status?), fieldErrors(map), empty(), slow(ms), neverEnding(), networkError().
 */

export const formsScenarios = areaScenarios(() => formsHandlers, emptyFormsHandlers);
export const sessionsScenarios = areaScenarios(() => sessionsHandlers, emptySessionsHandlers);
export const chatsScenarios = areaScenarios(() => chatsHandlers, emptyChatsHandlers);
export const uploadsScenarios = areaScenarios(() => uploadsHandlers, emptyUploadsHandlers);
export const integrationsScenarios = areaScenarios(() => integrationsHandlers, emptyIntegrationsHandlers);
/** Nothing to list in the AI service: `empty()` answers no ideas. */
export const llmScenarios = areaScenarios(
  () => llmHandlers,
  () => [http.post('*/llm_chain/simple/chat/:id', signedInCall(() => HttpResponse.text(JSON.stringify({ ideas: [] })), 'ai'))],
);

/** `empty()`: no plans, no credit prices, no subscription (404), nothing used yet. */
export const subscriptionScenarios = areaScenarios(
  () => subscriptionHandlers,
  () => [
    http.get(apiPath('/subscription/tariff'), signedInCall(() => HttpResponse.json([]))),
    http.get(apiPath('/subscription/credits_per_user_action'), signedInCall(() => HttpResponse.json([]))),
    http.get(apiPath('/subscription/my'), signedInCall(() => errorResponse(404, messages.notFound))),
    http.get(apiPath('/subscription/usage'), signedInCall(() => HttpResponse.json({ used_credits: 0 }))),
  ],
);

const REFRESH_PATH = apiPath('/auth/token/refresh');
const isRefresh = (request: Request) => /\/auth\/token\/refresh\/?$/.test(new URL(request.url).pathname);

/**
 * The first call that carries a bearer token gets 401 token_not_valid, once; every other call works. Put
 * under `auth`, which is the first area, so it sees calls of every area.
 */
function firstCallUnauthorized(): HttpHandler {
  let done = false;
  return http.all('*', ({ request }) => {
    if (done || isRefresh(request) || bearerToken(request) === null) return undefined;
    done = true;
    return unauthorized('Token is invalid or expired');
  });
}

/** Auth has no list, so `empty()` is just the ordinary handlers; the token scenarios are auth-wide. */
export const authScenarios = {
  ...areaScenarios(() => authHandlers, () => []),
  /** The access token has expired: the first call answers 401, the refresh works, the retry succeeds. */
  expiredAccessToken: (): HttpHandler[] => [firstCallUnauthorized(), ...authHandlers],
  /** The session is over: the first call answers 401 and the refresh fails with token_not_valid. */
  refreshFails: (): HttpHandler[] => [
    firstCallUnauthorized(),
    http.post(REFRESH_PATH, () => unauthorized('Token is invalid or expired')),
    ...authHandlers,
  ],
};
