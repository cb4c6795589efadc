/**
 * In-app paths of the chat area, in one place: the chats feature links its own screens, and the results feature
 * links a chat's leads to their conversations without importing the chats feature (which would load its screens).
 */
export const chatPaths = {
  list: (scope: 'mine' | 'all' = 'mine') => (scope === 'all' ? '/chats?scope=all' : '/chats'),
  create: '/chats/new',
  chat: (id: number | string) => `/chats/${id}`,
  settings: (id: number | string) => `/chats/${id}/settings`,
  visitors: (id: number | string) => `/chats/${id}/visitors`,
  /** The chat's leads in the results' table (docs/chats.md). */
  results: (id: number | string) => `/chats/${id}/results`,
  uploads: '/chats/uploads',
} as const;
