export { CommunityScreen } from './CommunityScreen';
export { RewardsScreen } from './RewardsScreen';
export { communityChannels, type CommunityChannel } from './links';
