export { Banners } from './Banners';
export { useResendVerification, type ResendResult } from './useResendVerification';
export {
  readBannerState,
  alertTones,
  type AlertTone,
  type BannerNavigationState,
  type NavigationAlert,
} from './navigationState';
