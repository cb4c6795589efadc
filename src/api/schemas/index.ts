/**
 * Zod schemas of every entity the backend returns, and the types inferred from them. The app parses every response
 * with these and the mock backend builds its data with them, so both sides agree by construction.
 */
export * from './common';
export * from './fields';
export * from './leadForm';
export * from './lead';
export * from './chat';
export { chatEmbedAskBodySchema, chatEmbedConversationSchema, chatEmbedLeadBodySchema, chatEmbedLeadSchema, publicChatSchema } from './chatEmbed';
export * from './upload';
export * from './user';
export * from './subscription';
export * from './auth';
export * from './integrations';
export * from './statistics';
export * from './llm';
export * from './widget';
export { demoEmailKinds, demoEmailSchema, demoInboxSchema, demoVerifyEmailSchema } from './demo';
export type { DemoEmail, DemoEmailKind, DemoVerifyEmail } from './demo';
