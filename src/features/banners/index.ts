export { Banners } from './Banners';
export {
  readBannerState,
  alertTones,
  type AlertTone,
  type BannerNavigationState,
  type NavigationAlert,
} from './navigationState';
