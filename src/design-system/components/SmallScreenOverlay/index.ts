export { SmallScreenOverlay, type SmallScreenOverlayProps } from './SmallScreenOverlay';
export { LazySmallScreenOverlay } from './LazySmallScreenOverlay';
