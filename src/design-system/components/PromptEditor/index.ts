// No static import of Tiptap here: the editor itself is loaded lazily by PromptEditor.
export { PromptEditor } from './PromptEditor';
export type { PromptEditorProps } from './PromptEditor.types';
export { docToText, textToDoc, truncateTitle, type PromptField } from './promptText';
