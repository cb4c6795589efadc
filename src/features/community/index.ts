export { CommunityScreen } from './CommunityScreen';
export { RewardsScreen } from './RewardsScreen';
