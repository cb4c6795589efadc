import { lazyPart } from '../../design-system';

export { ShareScreen } from './ShareScreen';
/**
 * The owner's preview arrives with the share screens' chunk but loads its own code on first use: the visitor's share
 * page (a first load) then carries neither the preview nor the form's call it makes.
 */
export const PreviewScreen = lazyPart(() => import('./PreviewScreen').then((screen) => screen.PreviewScreen));
