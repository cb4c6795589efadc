import { lazyPart } from '../../design-system';
export { ChatsScreen } from './ChatsScreen';

/**
 * The conversation screen, a chunk of its own: only it streams answers and renders markdown, so the chat list,
 * the chat editor and the uploads do not load that code. Loaded from here, not from the routes, so the first load
 * does not carry a second list of the chats' files to preload.
 */
export const loadChatScreen = () => import('./ChatScreen').then((screen) => screen.ChatScreen);

/**
 * The chat editor, code of its own too (its sources, rules and the Publish section's loader): the list, the uploads
 * and the conversation do not need it. A lazy part rather than a loader like the one above, so the routes (in the
 * first load) stay as they are; the layout's spinner shows while it comes.
 */
export const ChatEditorScreen = lazyPart(() => import('./ChatEditorScreen').then((screen) => screen.ChatEditorScreen));
/** The visitors' conversations and e-mails of a chat: a chunk of its own, like the conversation screen. */
export const loadChatVisitorsScreen = () => import('./ChatVisitorsScreen').then((screen) => screen.ChatVisitorsScreen);
/** The owner's uploaded files with their drop zone: code of its own too, which the list of chats does not need. */
export const UploadsScreen = lazyPart(() => import('./UploadsScreen').then((screen) => screen.UploadsScreen));
