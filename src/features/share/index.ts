export { ShareScreen } from './ShareScreen';
export { PreviewScreen } from './PreviewScreen';
