export { EditorScreen } from './EditorScreen';
export { EditorView, type EditorViewProps } from './EditorView';
