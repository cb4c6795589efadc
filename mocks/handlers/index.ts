import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { chatEmbedHandlers } from './chatEmbed';
import { chatsHandlers } from './chats';
import { demoHandlers } from './demo';
import { formsHandlers } from './forms';
import { integrationsHandlers } from './integrations';
import { llmHandlers } from './llm';
import { sessionsHandlers } from './sessions';
import { subscriptionHandlers } from './subscription';
import { uploadsHandlers } from './uploads';
import { widgetHandlers } from './widget';

export { authHandlers, chatEmbedHandlers, chatsHandlers, demoHandlers, formsHandlers, integrationsHandlers, llmHandlers, sessionsHandlers, subscriptionHandlers, uploadsHandlers, widgetHandlers };

/**
 * Every handler of the mock backend, keyed by area, so that a story can override one area:
 * `parameters: { msw: { handlers: { forms: formsScenarios.empty() } } }`.
 * `auth` comes first on purpose: its token scenarios (expiredAccessToken, refreshFails) must see every
 * call before the other areas answer it, and msw tries handlers in order.
 * Order inside forms/sessions does not matter: every path is matched whole.
 */
export const handlers: Record<string, RequestHandler[]> = {
  auth: authHandlers,
  subscription: subscriptionHandlers,
  forms: formsHandlers,
  sessions: sessionsHandlers,
  chats: chatsHandlers,
  uploads: uploadsHandlers,
  integrations: integrationsHandlers,
  llm: llmHandlers,
  widget: widgetHandlers,
  chatEmbed: chatEmbedHandlers,
  demo: demoHandlers,
};

export const allHandlers = (): RequestHandler[] => Object.values(handlers).flat();
