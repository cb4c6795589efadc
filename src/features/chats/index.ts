export { ChatsScreen } from './ChatsScreen';
export { ChatEditorScreen } from './ChatEditorScreen';
export { ChatScreen } from './ChatScreen';
export { UploadsScreen } from './UploadsScreen';
export { chatPaths } from './links';
