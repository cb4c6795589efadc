import type { ChatScope, Id } from '../../api';

/** Addresses of the chat area, in one place. */
export const chatPaths = {
  list: (scope: ChatScope = 'mine') => (scope === 'all' ? '/chats?scope=all' : '/chats'),
  create: '/chats/new',
  chat: (id: Id | string) => `/chats/${id}`,
  settings: (id: Id | string) => `/chats/${id}/settings`,
  visitors: (id: Id | string) => `/chats/${id}/visitors`,
  uploads: '/chats/uploads',
};
