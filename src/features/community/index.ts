export { CommunityScreen, RewardsScreen } from './screens';
