/**
 * Method and path of every call, written once. Paths are exactly as the backend serves them (trailing slashes
 * included or not, exactly); the few SPEC writes without a leading slash live under /api/v1 too, so the
 * slash is added here. `designed` marks calls SPEC implies but does not show (docs/api.md).
 */
import type { HttpMethod, Service } from '../client';

export type RouteDef = {
  method: HttpMethod;
  path: string;
  service?: Service;
  designed?: true;
  /**
   * The sign-in calls (login, register, refresh, logout): sent without the stored bearer, and their 401 is the
   * answer itself. A stale token of an earlier session must neither travel with them nor start a refresh,
   * and a refresh that refreshed on its own 401 would loop.
   */
  auth?: false;
  /** A call a visitor's browser makes from an owner's site (the widget's): answered to any origin. */
  visitor?: true;
};

/**
 * The calls a page may send before the app's code has loaded: index.html's own script carries this table, and only
 * this one, for its size (src/app/earlyCallsScript.ts); `routes` below has them too.
 */
export const earlyRoutes = {
  getCurrentUser: { method: 'GET', path: '/auth/user/' },
  getUsage: { method: 'GET', path: '/subscription/usage/', designed: true },
  getLeadForms: { method: 'GET', path: '/lead_forms/' },
  getWidgetForm: { method: 'GET', path: '/lead_forms/{id}/widget/', designed: true, visitor: true },
} as const satisfies Record<string, RouteDef>;

export const routes = {
  ...earlyRoutes,
  // Auth
  login: { method: 'POST', path: '/auth/login/', auth: false },
  loginWithGoogle: { method: 'POST', path: '/auth/login/google/', auth: false },
  refreshTokens: { method: 'POST', path: '/auth/token/refresh/', auth: false },
  logout: { method: 'POST', path: '/auth/logout/', auth: false },
  register: { method: 'POST', path: '/auth/register/', auth: false },
  deleteAccount: { method: 'DELETE', path: '/auth/user' },
  updateUser: { method: 'PUT', path: '/auth/user/' },
  getCurrentCredits: { method: 'GET', path: '/auth/user/current_credits/' },
  sendVerificationEmail: { method: 'POST', path: '/auth/verify-email/' },
  changePassword: { method: 'POST', path: '/auth/change-password/' },
  getAdminAccessToken: { method: 'GET', path: '/admin/access_client/get_token/{id}' },
  // Subscription
  getTariffs: { method: 'GET', path: '/subscription/tariff/' },
  getMySubscription: { method: 'GET', path: '/subscription/my/' },
  getCreditsPerAction: { method: 'GET', path: '/subscription/credits_per_user_action/' },
  createCheckoutSession: { method: 'POST', path: '/subscription/create-checkout-session/{provider}/' },
  redeemLtdCode: { method: 'POST', path: '/subscription/ltd/redeem/', designed: true },
  openBillingPortal: { method: 'POST', path: '/subscription/billing-portal/', designed: true },
  getDemoCheckout: { method: 'GET', path: '/subscription/demo-checkout/{id}/', designed: true },
  completeDemoCheckout: { method: 'POST', path: '/subscription/demo-checkout/{id}/', designed: true },
  // Forms
  getLeadForm: { method: 'GET', path: '/lead_forms/{id}' },
  updateLeadForm: { method: 'PUT', path: '/lead_forms/{id}' },
  createLeadForm: { method: 'POST', path: '/lead_forms/' },
  deleteLeadForm: { method: 'DELETE', path: '/lead_forms/{id}' },
  downloadLeadsCsv: { method: 'GET', path: '/lead_forms/{id}/lead/csv/' },
  getFormStatistics: { method: 'GET', path: '/lead_forms/{id}/statistics/', designed: true },
  // Sessions and leads
  getSessions: { method: 'GET', path: '/lead_forms/{id}/session/' },
  deleteSession: { method: 'DELETE', path: '/lead_forms/{id}/session/{sessionId}' },
  deleteSessions: { method: 'DELETE', path: '/lead_forms/{id}/session/' },
  updateLead: { method: 'PATCH', path: '/lead_forms/{id}/session/{sessionId}/lead/{leadId}' },
  getFilling: { method: 'GET', path: '/lead_forms/{id}/session/{sessionId}/filling/' },
  // The widget's public calls (a visitor's page, no sign-in)
  countWidgetView: { method: 'POST', path: '/lead_forms/{id}/widget/views/increment/', designed: true, visitor: true },
  startWidgetSession: { method: 'POST', path: '/lead_forms/{id}/session/', designed: true, visitor: true },
  leaveWidgetLead: { method: 'POST', path: '/lead_forms/{id}/session/{sessionId}/lead/', designed: true, visitor: true },
  streamWidgetAnswer: { method: 'POST', path: '/lead_forms/{id}/session/{sessionId}/filling/', designed: true, visitor: true },
  // Design images
  uploadDesignImage: { method: 'POST', path: '/lead_forms/{id}/design_image/' },
  deleteDesignImage: { method: 'DELETE', path: '/lead_forms/{id}/design_image/{imageId}' },
  // Training chats
  getChats: { method: 'GET', path: '/training/chat/' },
  getChat: { method: 'GET', path: '/training/chat/{id}/', designed: true },
  createChat: { method: 'POST', path: '/training/chat/', designed: true },
  updateChat: { method: 'PUT', path: '/training/chat/{id}/', designed: true },
  deleteChat: { method: 'DELETE', path: '/training/chat/{id}/', designed: true },
  getChatSources: { method: 'GET', path: '/training/chat/{id}/sources/', designed: true },
  addChatSource: { method: 'POST', path: '/training/chat/{id}/sources/', designed: true },
  deleteChatSource: { method: 'DELETE', path: '/training/chat/{id}/sources/{sourceId}/', designed: true },
  getChatHistory: { method: 'GET', path: '/training/chat/{id}/history/', designed: true },
  getChatConversations: { method: 'GET', path: '/training/chat/{id}/conversations/', designed: true },
  askChat: { method: 'POST', path: '/training/chat/{id}/ask/', designed: true },
  deleteChatConversation: { method: 'DELETE', path: '/training/chat/{id}/conversations/{conversationId}/', designed: true },
  downloadChatConversationsCsv: { method: 'GET', path: '/training/chat/{id}/conversations/csv/', designed: true },
  updateChatLead: { method: 'PATCH', path: '/training/chat/{id}/conversations/{conversationId}/lead/', designed: true },
  downloadChatLeadsCsv: { method: 'GET', path: '/training/chat/{id}/leads/csv/', designed: true },
  deleteChatConversations: { method: 'DELETE', path: '/training/chat/{id}/conversations/', designed: true },
  getChatStatistics: { method: 'GET', path: '/training/chat/{id}/statistics/', designed: true },
  // A chat on the owner's site: a visitor's page, no sign-in
  getPublicChat: { method: 'GET', path: '/training/chat/{id}/public/', designed: true, visitor: true },
  startPublicChatConversation: { method: 'POST', path: '/training/chat/{id}/public/conversation/', designed: true, visitor: true },
  getPublicChatConversation: { method: 'GET', path: '/training/chat/{id}/public/conversation/{uuid}/', designed: true, visitor: true },
  askPublicChat: { method: 'POST', path: '/training/chat/{id}/public/conversation/{uuid}/ask/', designed: true, visitor: true },
  leavePublicChatLead: { method: 'POST', path: '/training/chat/{id}/public/conversation/{uuid}/lead/', designed: true, visitor: true },
  // Uploads
  getUploads: { method: 'GET', path: '/training/upload/', designed: true },
  uploadFile: { method: 'POST', path: '/training/upload/', designed: true },
  deleteUpload: { method: 'DELETE', path: '/training/upload/{id}/', designed: true },
  // Integrations
  getEmailSubscriptions: { method: 'GET', path: '/events/subscription/' },
  createEmailSubscription: { method: 'POST', path: '/events/subscription/' },
  deleteEmailSubscription: { method: 'DELETE', path: '/events/subscription/{id}' },
  getEmailAiAnswerTemplate: { method: 'GET', path: '/email/template/email_ai_answer/' },
  // The demo backends' inbox (never in a build against a real backend: src/domain/demoPages.ts)
  getDemoInbox: { method: 'GET', path: '/demo/inbox/', designed: true },
  confirmDemoEmail: { method: 'POST', path: '/demo/verify-email/', designed: true, auth: false },
  // AI chat service (base /llm_chain)
  generateIdeas: { method: 'POST', path: '/simple/chat/{id}', service: 'llm' },
  generateFormFromIdea: { method: 'POST', path: '/simple/chat/{id}', service: 'llm' },
} as const satisfies Record<string, RouteDef>;

export type EndpointName = keyof typeof routes;

export type PathParams = Record<string, string | number>;

/** '/lead_forms/{id}' + { id: 4 } → '/lead_forms/4'. A missing parameter is a programming error. */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Method, service, concrete path and bearer rule of a call, ready to spread into request(). */
export function route(name: EndpointName, params?: PathParams) {
  const def: RouteDef = routes[name];
  return { method: def.method, service: def.service, path: fillPath(def.path, params), auth: def.auth };
}
