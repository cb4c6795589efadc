/** react-query hooks per area: key factories, `getXQueryOptions`, `useX`, and mutations that keep the cache fresh. */
export * from './shared';
export * from './auth';
export * from './subscription';
export * from './billing';
export * from './account';
export * from './forms';
export * from './sessions';
export * from './designImages';
export * from './chats';
export * from './uploads';
export * from './integrations';
export * from './llm';
