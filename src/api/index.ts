/**
 * The api layer's public surface, by name: the react-query hooks (with their query options and keys), the few
 * calls a screen makes outside a hook, the client's errors and settings, and the types of what the calls return.
 * Schemas and the route table stay inside (the mock backend and the contract test import them by path), so a
 * screen's schemas travel with the screen's own chunk.
 */
export { ApiError, isApiError, clientErrorCodes, GENERIC_ERROR_MESSAGE, TOKEN_NOT_VALID, serverMessages, readServerFieldMessage } from './client/errors';
export type { ServerFieldProblem } from './client/errors';
export type { ClientErrorCode } from './client/errors';
export { configureApiClient, resetApiClientConfig, backendReady } from './client/config';
export type { UploadProgress } from './client/upload';
export { getAccessToken, saveSession } from './client/tokens';
export { currentSessionChange, type SessionChange } from './client/session';
export { isSessionNoticeDismissed, dismissSessionNotice, type SessionNotice } from './client/sessionNotices';

export { leadsCsvFileName } from './endpoints/forms';
/** With a stored session the app sends its page's first calls while its code loads (src/app/earlyCalls.ts). */
export { sendEarlyCalls, preloadWidgetForm, type EarlyCall } from './endpoints/early';
/** index.html's script paints the page kept on this device for the stored sign-in (src/app/keptPage.ts). */
export { keptPageOfSignIn, type KeptPage } from './queries/warmPage';
/** The editor builds a blank form and checks drafts kept on the device with the same schema the api parses with. */
export { leadFormObjectSchema } from './schemas/leadForm';
export { FILE_TOO_LARGE } from './endpoints/uploads';
export { sourceStatuses, chatScopes } from './schemas/chat';
export type { CallOptions } from './endpoints/types';

export { ANSWER_FRESH_MS, retryApiError, keyId } from './queries/shared';
export type { QueryConfig, MutationConfig, QueryHookOptions, MutationHookOptions } from './queries/shared';
export {
  authKeys,
  getCurrentUserQueryOptions,
  preloadSessionCheck,
  useCurrentUser,
  getCurrentCreditsQueryOptions,
  useCurrentCredits,
  useLogin,
  useRegister,
  useLoginWithGoogle,
  useAdminAccessLogin,
  useLogout,
  useSendVerificationEmail,
  useVerificationEmailSentAt,
} from './queries/auth';
export { useDeleteAccount, useUpdateUser, useChangePassword } from './queries/account';
export { subscriptionKeys, getUsageQueryOptions, useUsage, preloadUsage } from './queries/subscription';
export {
  getTariffsQueryOptions,
  useTariffs,
  getMySubscriptionQueryOptions,
  useMySubscription,
  getCreditsPerActionQueryOptions,
  useCreditsPerAction,
  useCheckout,
  useBillingPortal,
  refreshPlanAndCredits,
  getDemoCheckoutQueryOptions,
  useDemoCheckout,
  useCompleteDemoCheckout,
  useRedeemLtdCode,
} from './queries/billing';
export type { CheckoutVariables, CompleteDemoCheckoutVariables } from './queries/billing';
export { demoKeys, getDemoInboxQueryOptions, useDemoInbox, useConfirmDemoEmail } from './queries/demo';
export {
  formKeys,
  leadFormCalls,
  getLeadFormsQueryOptions,
  useLeadForms,
  getLeadFormQueryOptions,
  useLeadForm,
  getFormStatisticsQueryOptions,
  useFormStatistics,
  useCreateLeadForm,
  useUpdateLeadForm,
  useDeleteLeadForm,
  useExportLeadsCsv,
  preloadFormCalls,
} from './queries/forms';
export type { UpdateLeadFormVariables, ExportLeadsCsvVariables } from './queries/forms';
export {
  sessionKeys,
  getSessionsQueryOptions,
  useSessions,
  getFillingQueryOptions,
  useFilling,
  useUpdateLead,
  useDeleteSession,
  useDeleteSessions,
  patchCachedLead,
} from './queries/sessions';
export type { UpdateLeadVariables, DeleteSessionVariables, DeleteSessionsVariables } from './queries/sessions';
export { useUploadDesignImage, useDeleteDesignImage } from './queries/designImages';
export type { UploadDesignImageVariables, DeleteDesignImageVariables } from './queries/designImages';
export {
  chatKeys,
  getChatsQueryOptions,
  useChats,
  getChatQueryOptions,
  useChat,
  getChatSourcesQueryOptions,
  useChatSources,
  getChatHistoryQueryOptions,
  useChatHistory,
  getChatConversationsQueryOptions,
  useChatConversations,
  useCreateChat,
  useUpdateChat,
  useDeleteChat,
  useAddChatSource,
  useDeleteChatSource,
  useDeleteChatConversation,
  useExportChatConversationsCsv,
  askChat,
} from './queries/chats';
export { useUpdateChatLead, useExportChatLeadsCsv, useDeleteChatConversations, useChatStatistics, chatStatisticsKeys } from './queries/chatLeads';
export type { UpdateChatLeadVariables, ExportChatLeadsVariables, DeleteChatConversationsVariables } from './queries/chatLeads';
export type { ChatStatistics, ChatStatisticsDay } from './endpoints/chats';
export type {
  UpdateChatVariables,
  AddChatSourceVariables,
  DeleteChatSourceVariables,
  DeleteChatConversationVariables,
  ExportChatConversationsVariables,
  ChatListParams,
  ChatHistoryParams,
} from './queries/chats';
export { uploadKeys, getUploadsQueryOptions, useUploads, useUploadFile, useDeleteUpload } from './queries/uploads';
export type { UploadFileVariables } from './queries/uploads';
export {
  integrationKeys,
  getEmailSubscriptionsQueryOptions,
  useEmailSubscriptions,
  getEmailAiAnswerTemplateQueryOptions,
  useEmailAiAnswerTemplate,
  useCreateEmailSubscription,
  useDeleteEmailSubscription,
} from './queries/integrations';
export type { CreateEmailSubscriptionVariables, DeleteEmailSubscriptionVariables } from './queries/integrations';
export { useGenerateIdeas, useGenerateFormFromIdea } from './queries/llm';
export type { GenerateIdeasVariables, GenerateFormVariables } from './queries/llm';

export type {
  Id,
  Paged,
  PageParams,
  Field,
  FieldInput,
  ButtonField,
  HeaderField,
  TextInputField,
  HtmlField,
  ImageField,
  SelectField,
  Hsl,
  Color,
  Preferences,
  LeadFormFields,
  LeadForm,
  LeadFormWrite,
  FieldValues,
  LeadActivity,
  Lead,
  LeadPatch,
  Filling,
  FillingDetail,
  FillingParams,
  DeleteSessionsResult,
  LeadSession,
  SessionListParams,
  Chat,
  ChatWrite,
  ChatSource,
  ChatSourceInput,
  ChatMessage,
  ChatConversation,
  ChatConversationParams,
  ChatScope,
  AskChatBody,
  AskChatEvent,
  Upload,
  DesignImage,
  User,
  UserUpdate,
  Tariff,
  BillingPeriod,
  Subscription,
  DemoCheckout,
  DemoEmail,
  DemoEmailKind,
  DemoCheckoutOutcome,
  BillingPortal,
  CreditsPerAction,
  Usage,
  CurrentCredits,
  CheckoutProvider,
  CheckoutRequest,
  CheckoutSession,
  LtdRedeemResult,
  AuthTokens,
  Credentials,
  ChangePassword,
  EmailSubscription,
  EmailSubscriptionCreate,
  EmailTemplate,
  StatisticsDay,
  FormStatistics,
  StatisticsParams,
  StatisticsPeriod,
  Idea,
  IdeasResult,
  GeneratedForm,
  GeneratedField,
  GeneratedLeadSettings,
} from './schemas';
