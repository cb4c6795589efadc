export { ChatsScreen } from './ChatsScreen';
export { ChatEditorScreen } from './ChatEditorScreen';
export { UploadsScreen } from './UploadsScreen';
export { chatPaths } from './links';

/**
 * The conversation screen, a chunk of its own: only it streams answers and renders markdown, so the chat list,
 * the chat editor and the uploads do not load that code. Loaded from here, not from the routes, so the first load
 * does not carry a second list of the chats' files to preload.
 */
export const loadChatScreen = () => import('./ChatScreen').then((screen) => screen.ChatScreen);
