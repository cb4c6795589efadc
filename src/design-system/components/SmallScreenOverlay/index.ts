export { SmallScreenOverlay, type SmallScreenOverlayProps } from './SmallScreenOverlay';
