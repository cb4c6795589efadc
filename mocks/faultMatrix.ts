import type { EndpointName } from '../src/api/endpoints/routes';

/*
 * The fault matrix: every call of the catalogue × every fault of mocks/faults.ts. For each call it says
 * which screens make it and whether it sends what the owner typed; `faults.test.ts` asserts every cell that is
 * not exempt, the screen stories named in `screenChecks` assert what the owner sees, and `npm run faults`
 * prints the table. Typed as a complete record over the routes: a new call without its entry fails to compile,
 * and `faults.test.ts` says "call X has no fault cells" should the record be bypassed.
 */
export interface MatrixEntry {
  /** The screens that make the call (none: the whole row is exempt, with `exempt` saying why). */
  screens: readonly string[];
  /** Sends what the owner typed: after a fault the typed values must still be in the fields or the draft. */
  typed?: true;
  /** Why no cell of this row is tested (a call no owner screen makes). */
  exempt?: string;
  /**
   * The stories of stories/flows/Faults.stories.tsx that meet every fault of this call on a screen and assert the
   * translated message where it happened and that nothing typed is lost.
   */
  screenChecks?: readonly string[];
}

const noScreen = 'no screen makes this call (the api layer keeps it for a designed feature)';

export const faultMatrix: Record<EndpointName, MatrixEntry> = {
  getCurrentUser: { screens: ['App start (every signed-in page)'] },
  login: { screens: ['Log in'], typed: true, screenChecks: ['Login Faults'] },
  loginWithGoogle: { screens: ['Log in', 'Register (Google button)'] },
  refreshTokens: { screens: ['Every signed-in call (on 401)'] },
  logout: { screens: ['Account menu'] },
  register: { screens: ['Register'], typed: true, screenChecks: ['Register Faults'] },
  deleteAccount: { screens: ['Account'] },
  updateUser: { screens: ['Account (AI key)'], typed: true, screenChecks: ['Account Faults'] },
  getCurrentCredits: { screens: ['Create with AI'] },
  sendVerificationEmail: { screens: ['Verify banner', 'Create with AI'] },
  changePassword: { screens: ['Account (password dialog)'], typed: true, screenChecks: ['Account Faults'] },
  getAdminAccessToken: { screens: ['Admin token exchange'] },

  getTariffs: { screens: ['Prices'] },
  getMySubscription: { screens: ['Prices'] },
  getCreditsPerAction: { screens: ['Prices', 'Create with AI'] },
  createCheckoutSession: { screens: ['Prices'] },
  getUsage: { screens: ['Top bar credits', 'Banners', 'Account'] },
  redeemLtdCode: { screens: [], exempt: noScreen },
  openBillingPortal: { screens: ['Prices'] },
  getDemoCheckout: { screens: ['Demo checkout'] },
  completeDemoCheckout: { screens: ['Demo checkout'] },

  getLeadForm: { screens: ['Editor', 'Preview', 'Results', 'Filling', 'Integrations'] },
  getLeadForms: { screens: ['My Forms'], screenChecks: ['My Forms Load Faults'] },
  updateLeadForm: { screens: ['Editor (autosave)', 'My Forms (publish)', 'Integrations'], typed: true, screenChecks: ['Editor Save Faults', 'Integrations Faults'] },
  createLeadForm: { screens: ['Editor (first save)', 'Create with AI'], typed: true, screenChecks: ['Editor Create Faults'] },
  deleteLeadForm: { screens: ['My Forms'] },
  downloadLeadsCsv: { screens: ['Results (export)'] },
  getFormStatistics: { screens: ['Results (statistics)'] },

  getSessions: { screens: ['Results'], screenChecks: ['Results Load Faults'] },
  deleteSession: { screens: ['Results'] },
  deleteSessions: { screens: ['Results'] },
  updateLead: { screens: ['Results (lead dialog)'], typed: true, screenChecks: ['Lead Edit Faults'] },
  getFilling: { screens: ['Filling'] },

  // The visitor's widget makes these with its own client (src/widget/client.ts); the story meets each fault there.
  getWidgetForm: { screens: ["Visitor's widget (owner's page, share page)"], screenChecks: ['Widget Faults'] },
  countWidgetView: { screens: ["Visitor's widget (owner's page, share page)"], screenChecks: ['Widget Faults'] },
  startWidgetSession: { screens: ["Visitor's widget (owner's page, share page)"], typed: true, screenChecks: ['Widget Faults'] },
  leaveWidgetLead: { screens: ["Visitor's widget (owner's page, share page)"], typed: true, screenChecks: ['Widget Faults'] },
  streamWidgetAnswer: { screens: ["Visitor's widget (owner's page, share page)"], typed: true, screenChecks: ['Widget Faults'] },

  uploadDesignImage: { screens: ['Editor (design image)'] },
  deleteDesignImage: { screens: ['Editor (design image)'] },

  getChats: { screens: ['Chats'], screenChecks: ['Chats Load Faults'] },
  getChat: { screens: ['Chat', 'Chat editor'] },
  createChat: { screens: ['Chat editor'], typed: true, screenChecks: ['Chat Create Faults'] },
  updateChat: { screens: ['Chat editor'], typed: true, screenChecks: ['Chat Update Faults'] },
  deleteChat: { screens: ['Chats'] },
  getChatSources: { screens: ['Chat', 'Chat editor'] },
  addChatSource: { screens: [], exempt: noScreen },
  deleteChatSource: { screens: [], exempt: noScreen },
  getChatHistory: { screens: ['Chat'] },
  getChatConversations: { screens: ['Chat'] },
  askChat: { screens: ['Chat'], typed: true, screenChecks: ['Chat Ask Faults'] },
  deleteChatConversation: { screens: ['Chat visitors'] },
  downloadChatConversationsCsv: { screens: ['Chat visitors'] },
  updateChatLead: { screens: ['Chat results (lead dialog)'], typed: true },
  downloadChatLeadsCsv: { screens: ['Chat results'] },
  deleteChatConversations: { screens: ['Chat results (bulk delete)'] },
  getChatStatistics: { screens: ['Chat results (statistics)'] },

  // The chat embed makes these with its own client (src/widget/chat/); the app's typed functions still meet each fault.
  getPublicChat: { screens: ["Chat embed on an owner's site"] },
  startPublicChatConversation: { screens: ["Chat embed on an owner's site"] },
  getPublicChatConversation: { screens: ["Chat embed on an owner's site"] },
  askPublicChat: { screens: ["Chat embed on an owner's site"], typed: true },
  leavePublicChatLead: { screens: ["Chat embed on an owner's site"], typed: true },

  getUploads: { screens: ['Uploads', 'Chat editor'] },
  uploadFile: { screens: ['Uploads'], typed: true, screenChecks: ['Upload Faults'] },
  deleteUpload: { screens: ['Uploads'] },

  getEmailSubscriptions: { screens: ['Integrations'] },
  createEmailSubscription: { screens: ['Integrations'], typed: true, screenChecks: ['Integrations Faults'] },
  deleteEmailSubscription: { screens: ['Integrations'], screenChecks: ['Integrations Faults'] },
  getEmailAiAnswerTemplate: { screens: ['Integrations'] },

  getDemoInbox: { screens: ['Demo inbox'] },
  confirmDemoEmail: { screens: ['Demo inbox (the verification link)'] },

  generateIdeas: { screens: ['Create with AI'], typed: true, screenChecks: ['Ai Ideas Faults'] },
  generateFormFromIdea: { screens: ['Create with AI'], typed: true, screenChecks: ['Ai Form Faults'] },
};
