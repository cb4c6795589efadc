export { AppLayout, BareLayout, loadSignedInParts, preloadSignedInParts } from './AppLayout';
export { BetterExperienceOverlay } from './BetterExperienceOverlay';
export { TopBar, navItems, type TopBarProps } from './TopBar';
export { Footer } from './Footer';
export { useSmallScreen } from './useSmallScreen';
export { useInsideMain } from './mainLandmark';
