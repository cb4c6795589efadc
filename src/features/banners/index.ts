export { Banners } from './Banners';
export { resendFailure, useResendCooldown } from './useResendCooldown';
export {
  readBannerState,
  alertTones,
  type AlertTone,
  type BannerNavigationState,
  type NavigationAlert,
} from './navigationState';
