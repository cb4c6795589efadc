/**
 * Every call of the api layer as data, so the mock backend can prove it answers each one (a contract
 * test calls `entry.call(ctx)` for all entries against the handlers and expects a parsed result).
 * The table is typed as a complete record over `routes`, so a call added to routes.ts without an entry
 * here fails to compile.
 */
import type { HttpMethod, Service } from '../client';
import type { Id } from '../schemas';
import * as auth from './auth';
import * as chatEmbed from './chatEmbed';
import * as chats from './chats';
import * as demo from './demo';
import * as designImages from './designImages';
import * as forms from './forms';
import * as integrations from './integrations';
import * as llm from './llm';
import { routes } from './routes';
import type { EndpointName, RouteDef } from './routes';
import * as sessions from './sessions';
import * as subscription from './subscription';
import * as uploads from './uploads';
import * as widget from './widget';

/** Ids and values the calls need; the contract test fills them from the mock store's seed. */
export type CatalogueContext = {
  formId: Id;
  sessionId: Id;
  /** A visitor's session as the widget names it (the widget's calls). */
  sessionUuid: string;
  leadId: Id;
  imageId: Id;
  chatId: Id;
  /** A visitor's conversation with the published chat `chatId` (the chat embed's calls). */
  chatConversationUuid: string;
  /** The same conversation as the owner's calls name it. */
  chatConversationId: Id;
  sourceId: Id;
  uploadId: Id;
  emailSubscriptionId: Id;
  adminClientId: Id;
  tariffId: Id;
  /** The token of a verification e-mail in the demo inbox (the demo owner's). */
  demoEmailToken: string;
  /** A demo checkout session that is still open. */
  checkoutId: Id;
  chainId: string | number;
  refreshToken: string;
  email: string;
  password: string;
  signal?: AbortSignal;
};

export type CatalogueEntry = {
  name: EndpointName;
  method: HttpMethod;
  /** Path template under the service base, e.g. '/lead_forms/{id}'. */
  path: string;
  service: Service;
  /** True for calls SPEC implies but does not show (designed in docs/api.md). */
  designed: boolean;
  call: (ctx: CatalogueContext) => Promise<unknown>;
};

const sampleForm = { name: 'Contract test form', fields: { version: 3 } } as const;

const calls: Record<EndpointName, (ctx: CatalogueContext) => Promise<unknown>> = {
  getCurrentUser: ({ signal }) => auth.getCurrentUser({ signal }),
  login: ({ email, password, signal }) => auth.login({ email, password }, { signal }),
  loginWithGoogle: ({ signal }) => auth.loginWithGoogle({ code: 'contract-code' }, { signal }),
  refreshTokens: ({ refreshToken, signal }) => auth.refreshTokens({ refresh: refreshToken }, { signal }),
  logout: ({ refreshToken, signal }) => auth.logout({ refresh: refreshToken }, { signal }),
  register: ({ email, password, signal }) => auth.register({ email, password }, { signal }),
  deleteAccount: ({ signal }) => auth.deleteAccount({ signal }),
  updateUser: ({ signal }) => auth.updateUser({ openai_key: 'sk-contract-000000000000' }, { signal }),
  getCurrentCredits: ({ signal }) => auth.getCurrentCredits({ signal }),
  sendVerificationEmail: ({ signal }) => auth.sendVerificationEmail({ signal }),
  changePassword: ({ password, signal }) =>
    auth.changePassword({ old_password: password, new_password: `${password}-new` }, { signal }),
  getAdminAccessToken: ({ adminClientId, signal }) => auth.getAdminAccessToken(adminClientId, { signal }),

  getTariffs: ({ signal }) => subscription.getTariffs({ signal }),
  getMySubscription: ({ signal }) => subscription.getMySubscription({ signal }),
  getCreditsPerAction: ({ signal }) => subscription.getCreditsPerAction({ signal }),
  createCheckoutSession: ({ tariffId, signal }) =>
    subscription.createCheckoutSession(
      'stripe',
      { tariff_id: tariffId, success_url: '/app/checkout/success', cancel_url: '/app/checkout/failure' },
      { signal },
    ),
  getUsage: ({ signal }) => subscription.getUsage({ signal }),
  redeemLtdCode: ({ signal }) => subscription.redeemLtdCode({ code: 'LTD-CONTRACT' }, { signal }),
  openBillingPortal: ({ signal }) => subscription.openBillingPortal({ return_url: 'http://app.test/app/prices' }, { signal }),
  getDemoCheckout: ({ checkoutId, signal }) => subscription.getDemoCheckout(checkoutId, { signal }),
  completeDemoCheckout: ({ checkoutId, signal }) => subscription.completeDemoCheckout(checkoutId, 'paid', { signal }),

  getLeadForm: ({ formId, signal }) => forms.getLeadForm(formId, { signal }),
  getLeadForms: ({ signal }) => forms.getLeadForms({ page: 1, page_size: 10 }, { signal }),
  updateLeadForm: ({ formId, signal }) => forms.updateLeadForm(formId, sampleForm, { signal }),
  createLeadForm: ({ signal }) => forms.createLeadForm(sampleForm, { signal }),
  deleteLeadForm: ({ formId, signal }) => forms.deleteLeadForm(formId, { signal }),
  downloadLeadsCsv: ({ formId, signal }) => forms.downloadLeadsCsv(formId, { signal }),
  getFormStatistics: ({ formId, signal }) =>
    forms.getFormStatistics(formId, { date_from: '2026-01-01', date_to: '2026-01-07' }, { signal }),

  getSessions: ({ formId, signal }) => sessions.getSessions(formId, { page: 1, page_size: 10, has_lead: true }, { signal }),
  deleteSession: ({ formId, sessionId, signal }) => sessions.deleteSession(formId, sessionId, { signal }),
  deleteSessions: ({ formId, sessionId, signal }) => sessions.deleteSessions(formId, [sessionId], { signal }),
  updateLead: ({ formId, sessionId, leadId, signal }) =>
    sessions.updateLead(formId, sessionId, leadId, { name: 'Renamed lead' }, { signal }),
  getFilling: ({ formId, sessionId, signal }) => sessions.getFilling(formId, sessionId, {}, { signal }),

  getWidgetForm: ({ formId, signal }) => widget.getWidgetForm(formId, { signal }),
  countWidgetView: ({ formId, signal }) => widget.countWidgetView(formId, { signal }),
  startWidgetSession: ({ formId, signal }) => widget.startWidgetSession(formId, 'contract', { signal }),
  leaveWidgetLead: ({ formId, sessionUuid, email, signal }) =>
    widget.leaveWidgetLead(formId, sessionUuid, { email, additional_lead_data: { utm_source: 'contract' } }, { signal }),
  streamWidgetAnswer: async ({ formId, sessionUuid, signal }) => {
    const events: unknown[] = [];
    const values = { '#Field2': 'Bikes', '#Field3': 'Families', '#Field4': '< $1k' };
    await widget.streamWidgetAnswer(formId, sessionUuid, values, (event) => events.push(event), { signal });
    return events;
  },

  uploadDesignImage: ({ formId, signal }) =>
    designImages.uploadDesignImage(formId, new Blob(['png'], { type: 'image/png' }), { fileName: 'a.png', signal }),
  deleteDesignImage: ({ formId, imageId, signal }) => designImages.deleteDesignImage(formId, imageId, { signal }),

  getChats: ({ signal }) => chats.getChats({ page: 1, page_size: 10 }, { signal }),
  getChat: ({ chatId, signal }) => chats.getChat(chatId, { signal }),
  createChat: ({ signal }) =>
    chats.createChat({ name: 'Contract chat', sources: [{ kind: 'text', text: 'We open at 9.' }] }, { signal }),
  updateChat: ({ chatId, signal }) =>
    chats.updateChat(chatId, { name: 'Renamed chat', sources: [{ kind: 'text', text: 'We open at 10.' }] }, { signal }),
  deleteChat: ({ chatId, signal }) => chats.deleteChat(chatId, { signal }),
  getChatSources: ({ chatId, signal }) => chats.getChatSources(chatId, { signal }),
  addChatSource: ({ chatId, signal }) =>
    chats.addChatSource(chatId, { kind: 'webpage', url: 'https://example.com/' }, { signal }),
  deleteChatSource: ({ chatId, sourceId, signal }) => chats.deleteChatSource(chatId, sourceId, { signal }),
  getChatHistory: ({ chatId, signal }) => chats.getChatHistory(chatId, { page: 1, page_size: 10 }, { signal }),
  getChatConversations: ({ chatId, signal }) => chats.getChatConversations(chatId, { page: 1, page_size: 10 }, { signal }),
  askChat: async ({ chatId, signal }) => {
    const events: unknown[] = [];
    await chats.askChat(chatId, { question: 'When do you open?' }, (event) => events.push(event), { signal });
    return events;
  },
  deleteChatConversation: ({ chatId, chatConversationId, signal }) => chats.deleteChatConversation(chatId, chatConversationId, { signal }),
  downloadChatConversationsCsv: ({ chatId, signal }) => chats.downloadChatConversationsCsv(chatId, { origin: 'visitor' }, { signal }),
  updateChatLead: ({ chatId, chatConversationId, signal }) => chats.updateChatLead(chatId, chatConversationId, { name: 'Renamed lead' }, { signal }),
  downloadChatLeadsCsv: ({ chatId, signal }) => chats.downloadChatLeadsCsv(chatId, { signal }),
  deleteChatConversations: ({ chatId, chatConversationId, signal }) => chats.deleteChatConversations(chatId, [chatConversationId], { signal }),
  getChatStatistics: ({ chatId, signal }) => chats.getChatStatistics(chatId, { date_from: '2026-01-01', date_to: '2026-01-07' }, { signal }),

  getPublicChat: ({ chatId, signal }) => chatEmbed.getPublicChat(chatId, { signal }),
  startPublicChatConversation: ({ chatId, signal }) => chatEmbed.startPublicChatConversation(chatId, { signal }),
  getPublicChatConversation: ({ chatId, chatConversationUuid, signal }) =>
    chatEmbed.getPublicChatConversation(chatId, chatConversationUuid, { signal }),
  askPublicChat: async ({ chatId, chatConversationUuid, signal }) => {
    const events: unknown[] = [];
    await chatEmbed.askPublicChat(chatId, chatConversationUuid, 'When are you open?', (event) => events.push(event), { signal });
    return events;
  },
  leavePublicChatLead: ({ chatId, chatConversationUuid, email, signal }) => chatEmbed.leavePublicChatLead(chatId, chatConversationUuid, email, { signal }),

  getUploads: ({ signal }) => uploads.getUploads({ page: 1, page_size: 10 }, { signal }),
  uploadFile: ({ signal }) =>
    uploads.uploadFile(new Blob(['hello'], { type: 'text/plain' }), { fileName: 'a.txt', title: 'A', signal }),
  deleteUpload: ({ uploadId, signal }) => uploads.deleteUpload(uploadId, { signal }),

  getEmailSubscriptions: ({ formId, signal }) => integrations.getEmailSubscriptions(formId, { signal }),
  createEmailSubscription: ({ formId, signal }) =>
    integrations.createEmailSubscription(formId, 'contract@example.com', { signal }),
  deleteEmailSubscription: ({ emailSubscriptionId, signal }) =>
    integrations.deleteEmailSubscription(emailSubscriptionId, { signal }),
  getEmailAiAnswerTemplate: ({ signal }) => integrations.getEmailAiAnswerTemplate('ru', { signal }),

  getDemoInbox: ({ signal }) => demo.getDemoInbox({ signal }),
  confirmDemoEmail: ({ demoEmailToken, signal }) => demo.confirmDemoEmail(demoEmailToken, { signal }),

  generateIdeas: ({ chainId, signal }) => llm.generateIdeas(chainId, 'A bakery in Lisbon', { signal }),
  generateFormFromIdea: ({ chainId, signal }) => llm.generateFormFromIdea(chainId, 'Cake size calculator', { signal }),
};

export const catalogue: readonly CatalogueEntry[] = (Object.keys(routes) as EndpointName[]).map((name) => {
  const def: RouteDef = routes[name];
  return {
    name,
    method: def.method,
    path: def.path,
    service: def.service ?? 'api',
    designed: def.designed === true,
    call: calls[name],
  };
});
