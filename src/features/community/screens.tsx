// The two screens pass the product's constants to their views (the views take them as props, so their stories can vary them).
import { COMMUNITY_CHANNELS, REWARD_FREE_MONTHS, REWARD_REVIEW_DAYS, REWARDS_EMAIL } from '../../domain/constants';
import { CommunityView } from './CommunityView';
import { RewardsView } from './RewardsView';

/** /community: the community's places (src/domain/constants.ts). */
export function CommunityScreen() {
  return <CommunityView channels={COMMUNITY_CHANNELS} />;
}

/** /rewards: the reward's terms and address (src/domain/constants.ts). */
export function RewardsScreen() {
  return <RewardsView email={REWARDS_EMAIL} freeMonths={REWARD_FREE_MONTHS} reviewDays={REWARD_REVIEW_DAYS} />;
}
