/**
 * Method and path of every call, written once. Paths are as SPEC §7 writes them (trailing slashes
 * included or not, exactly); the few SPEC writes without a leading slash live under /api/v1 too, so the
 * slash is added here. `designed` marks calls SPEC implies but does not show (docs/api.md).
 * The mock backend reads the same table (toMswPath) so both sides use one spelling.
 */
import type { HttpMethod, Service } from '../client';

export type RouteDef = { method: HttpMethod; path: string; service?: Service; designed?: true };

export const routes = {
  // Auth
  getCurrentUser: { method: 'GET', path: '/auth/user/' },
  login: { method: 'POST', path: '/auth/login/' },
  loginWithGoogle: { method: 'POST', path: '/auth/login/google/' },
  refreshTokens: { method: 'POST', path: '/auth/token/refresh/' },
  logout: { method: 'POST', path: '/auth/logout/' },
  register: { method: 'POST', path: '/auth/register/' },
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
  getUsage: { method: 'GET', path: '/subscription/usage/', designed: true },
  redeemLtdCode: { method: 'POST', path: '/subscription/ltd/redeem/', designed: true },
  // Forms
  getLeadForm: { method: 'GET', path: '/lead_forms/{id}' },
  getLeadForms: { method: 'GET', path: '/lead_forms/' },
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
  // Uploads
  getUploads: { method: 'GET', path: '/training/upload/', designed: true },
  uploadFile: { method: 'POST', path: '/training/upload/', designed: true },
  deleteUpload: { method: 'DELETE', path: '/training/upload/{id}/', designed: true },
  // Integrations
  getEmailSubscriptions: { method: 'GET', path: '/events/subscription/' },
  createEmailSubscription: { method: 'POST', path: '/events/subscription/' },
  deleteEmailSubscription: { method: 'DELETE', path: '/events/subscription/{id}' },
  getEmailAiAnswerTemplate: { method: 'GET', path: '/email/template/email_ai_answer/' },
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

/** Method, service and concrete path of a call, ready to spread into request(). */
export function route(name: EndpointName, params?: PathParams) {
  const def: RouteDef = routes[name];
  return { method: def.method, service: def.service, path: fillPath(def.path, params) };
}

/** '/lead_forms/{id}' → '/lead_forms/:id', for MSW handlers. */
export function toMswPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}
