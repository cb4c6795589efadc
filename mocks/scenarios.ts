import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, waitFor } from './config';
import { authHandlers } from './handlers/auth';
import { chatEmbedHandlers, chatEmbedHandlersRefusing, chatEmbedHandlersWith, unpublishedChatEmbedHandlers } from './handlers/chatEmbed';
import { chatsHandlers, emptyChatsHandlers } from './handlers/chats';
import { demoHandlers, emptyDemoHandlers } from './handlers/demo';
import { emptyFormsHandlers, formsHandlers } from './handlers/forms';
import { emptyIntegrationsHandlers, integrationsHandlers } from './handlers/integrations';
import { LLM_CHAT_PATH, llmHandlers } from './handlers/llm';
import { emptySessionsHandlers, leadEditRefusedHandlers, sessionsHandlers, sessionsHandlersFailingBulkAfter } from './handlers/sessions';
import { subscriptionHandlers } from './handlers/subscription';
import { emptyUploadsHandlers, uploadsHandlers } from './handlers/uploads';
import { unpublishedWidgetHandlers, widgetHandlers, widgetHandlersRefusing, widgetHandlersWith } from './handlers/widget';
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

const formPath = apiPath('/lead_forms/:id');

export const formsScenarios = {
  ...areaScenarios(() => formsHandlers, emptyFormsHandlers),
  /** Saving a form (PUT, which also publishes and unpublishes) fails with `status`; everything else works. */
  saveFails: (status = 500): HttpHandler[] => [
    http.put(formPath, signedInCall(() => errorResponse(status, messages.serverError))),
    ...formsHandlers,
  ],
  /** Saving a form gets no answer at all (offline); everything else works. */
  saveOffline: (): HttpHandler[] => [http.put(formPath, () => HttpResponse.error()), ...formsHandlers],
  /** Deleting a form fails with `status`; the form stays. */
  deleteFails: (status = 500): HttpHandler[] => [
    http.delete(formPath, signedInCall(() => errorResponse(status, messages.serverError))),
    ...formsHandlers,
  ],
};
export const sessionsScenarios = {
  ...areaScenarios(() => sessionsHandlers, emptySessionsHandlers),
  /** Every lead edit is refused (400 with a field error on the phone). */
  leadEditRefused: leadEditRefusedHandlers,
  /** Bulk deletes succeed `after` times, then fail with 500: a large selection stops half-way. */
  bulkDeleteFailsAfter: (after = 1): HttpHandler[] => sessionsHandlersFailingBulkAfter(after),
};
export const chatsScenarios = areaScenarios(() => chatsHandlers, emptyChatsHandlers);
/** A chat on the owner's site (the visitor's calls). */
export const chatEmbedScenarios = {
  ...areaScenarios(() => chatEmbedHandlers, () => chatEmbedHandlers),
  /** The chat is not published: every call is "not found". */
  unpublished: unpublishedChatEmbedHandlers,
  /** The answer stops after `after` pieces and the stream stays open (a streaming answer with Stop). */
  streaming: (after = 6): HttpHandler[] => chatEmbedHandlersWith({ holdAfter: after }),
  /** The answer fails with `generation_failed` after `after` pieces. */
  errorMidStream: (after = 4): HttpHandler[] => chatEmbedHandlersWith({ failAfter: after }),
  /** Every answer is refused before it starts with this code (credits out, a rate limit, …). */
  refusing: chatEmbedHandlersRefusing,
};
export const uploadsScenarios = areaScenarios(() => uploadsHandlers, emptyUploadsHandlers);
export const integrationsScenarios = areaScenarios(() => integrationsHandlers, emptyIntegrationsHandlers);
export const demoScenarios = areaScenarios(() => demoHandlers, emptyDemoHandlers);
/** Which of the two AI calls a scenario changes: the ideas (`post`) or the form (`idea`). */
type AiCall = 'post' | 'idea';

/** Answers `answer` to the chosen AI call; the other call goes on to the ordinary handler. */
function onAiCall(call: AiCall, answer: () => Response | Promise<Response>): HttpHandler {
  return http.post(LLM_CHAT_PATH, async ({ request }) => {
    const body = (await request.clone().json().catch(() => null)) as { inputs?: Record<string, unknown> } | null;
    if (!body?.inputs || !(call in body.inputs)) return undefined;
    await waitFor('ai');
    return answer();
  });
}

/**
 * The AI service: `empty()` answers no ideas. The failures of a generation, each for one call (default: the
 * form): `malformedJson` (text that is not JSON, as a model cut off mid-answer sends), `wrongShape` (valid JSON
 * of another shape), `timeout` (the gateway gives up: 504), `creditShortage` (402 not_enough_credits although
 * the balance looked enough: spent elsewhere meanwhile), `keyMissing` (400 openai_key_missing), and `hangs`
 * (no answer ever).
 */
export const llmScenarios = {
  ...areaScenarios(
    () => llmHandlers,
    () => [http.post(LLM_CHAT_PATH, signedInCall(() => HttpResponse.text(JSON.stringify({ ideas: [] })), 'ai'))],
  ),
  malformedJson: (call: AiCall = 'idea'): HttpHandler[] => [
    onAiCall(call, () =>
      HttpResponse.text(call === 'post' ? '{"ideas": [{"title": "Cake price calcul' : '{"name": "Cake price calculator", "fields": [{"type": "choice", "key": "occ'),
    ),
    ...llmHandlers,
  ],
  wrongShape: (call: AiCall = 'idea'): HttpHandler[] => [
    onAiCall(call, () =>
      HttpResponse.text(
        JSON.stringify(
          call === 'post'
            ? { suggestions: ['Cake price calculator', 'Party planner'] }
            : { title: 'Cake price calculator', questions: ['What is the occasion?', 'How many guests?'] },
        ),
      ),
    ),
    ...llmHandlers,
  ],
  timeout: (call: AiCall = 'idea'): HttpHandler[] => [
    onAiCall(call, () => errorResponse(504, 'The AI service did not answer in time.', 'timeout')),
    ...llmHandlers,
  ],
  /** The chosen call never answers (a generation in progress, to look at its stages and cancel it). */
  hangs: (call: AiCall = 'idea'): HttpHandler[] => [
    onAiCall(call, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
    ...llmHandlers,
  ],
  creditShortage: (): HttpHandler[] => [onAiCall('idea', () => errorResponse(402, messages.notEnoughCredits, 'not_enough_credits')), ...llmHandlers],
  keyMissing: (): HttpHandler[] => [
    onAiCall('idea', () => errorResponse(400, 'AI provider key is missing. Please add it in settings.', 'openai_key_missing')),
    ...llmHandlers,
  ],
};

/** `empty()`: no plans, no credit prices, no subscription (404), nothing used yet. */
export const subscriptionScenarios = {
  ...areaScenarios(
    () => subscriptionHandlers,
    () => [
      http.get(apiPath('/subscription/tariff'), signedInCall(() => HttpResponse.json([]))),
      http.get(apiPath('/subscription/credits_per_user_action'), signedInCall(() => HttpResponse.json([]))),
      http.get(apiPath('/subscription/my'), signedInCall(() => errorResponse(404, messages.notFound))),
      http.get(apiPath('/subscription/usage'), signedInCall(() => HttpResponse.json({ used_credits: 0 }))),
    ],
  ),
  /** Starting a checkout fails with `status` (the provider is down); plans and the rest work. */
  checkoutFails: (status = 502): HttpHandler[] => [
    http.post(apiPath('/subscription/create-checkout-session/:provider'), signedInCall(() => errorResponse(status, messages.serverError))),
    ...subscriptionHandlers,
  ],
  /** Opening the billing portal fails with `status`. */
  portalFails: (status = 502): HttpHandler[] => [
    http.post(apiPath('/subscription/billing-portal'), signedInCall(() => errorResponse(status, messages.serverError))),
    ...subscriptionHandlers,
  ],
};

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
  /** Every change to the account (settings, password, deletion) fails with `status`; reading the user works. */
  accountChangesFail: (status = 500): HttpHandler[] => [
    http.put(apiPath('/auth/user'), signedInCall(() => errorResponse(status, messages.serverError))),
    http.post(apiPath('/auth/change-password'), signedInCall(() => errorResponse(status, messages.serverError))),
    http.delete(apiPath('/auth/user'), signedInCall(() => errorResponse(status, messages.serverError))),
    ...authHandlers,
  ],
  /** The access token has expired: the first call answers 401, the refresh works, the retry succeeds. */
  expiredAccessToken: (): HttpHandler[] => [firstCallUnauthorized(), ...authHandlers],
  /**
   * Loading the current user fails the first `times` times — a 5xx (`status`) or no answer at all (`'network'`)
   * — and then works: the app start-up with the backend briefly down.
   */
  currentUserFails: (failure: number | 'network' = 503, times = 1): HttpHandler[] => {
    let failed = 0;
    return [
      http.get(apiPath('/auth/user'), () => {
        if (failed >= times) return undefined;
        failed += 1;
        return failure === 'network' ? HttpResponse.error() : errorResponse(failure, messages.serverError);
      }),
      ...authHandlers,
    ];
  },
  /** The session is over: the first call answers 401 and the refresh fails with token_not_valid. */
  refreshFails: (): HttpHandler[] => [
    firstCallUnauthorized(),
    http.post(REFRESH_PATH, () => unauthorized('Token is invalid or expired')),
    ...authHandlers,
  ],
};

/**
 * A visitor's widget: `unpublished()` (every call 404), `errorMidStream(after)`, `tariffLimit()`,
 * `aiKeyMissing()`, `streaming(after)` (the answer stops arriving after some words and stays open), plus the
 * common ones (`slow(ms)` delays every call).
 */
export const widgetScenarios = {
  ...areaScenarios(() => widgetHandlers, () => widgetHandlers),
  unpublished: unpublishedWidgetHandlers,
  errorMidStream: (after = 12): HttpHandler[] => widgetHandlersWith({ failAfter: after }),
  streaming: (after = 14): HttpHandler[] => widgetHandlersWith({ holdAfter: after }),
  tariffLimit: (): HttpHandler[] => widgetHandlersRefusing('not_enough_credits'),
  aiKeyMissing: (): HttpHandler[] => widgetHandlersRefusing('openai_key_missing'),
};
