/** One typed function per backend call, including the calls designed here (docs/api.md). */
export * from './auth';
export * from './subscription';
export * from './forms';
export * from './sessions';
export * from './designImages';
export * from './chats';
export { askPublicChat, getPublicChat, getPublicChatConversation, leavePublicChatLead, startPublicChatConversation } from './chatEmbed';
export * from './uploads';
export * from './integrations';
export { confirmDemoEmail, getDemoInbox } from './demo';
export * from './llm';
export * from './widget';
export { routes, route, fillPath } from './routes';
export type { EndpointName, RouteDef, PathParams } from './routes';
export type { CallOptions } from './types';
export { listSchema } from './types';
export { catalogue } from './catalogue';
export type { CatalogueContext, CatalogueEntry } from './catalogue';
