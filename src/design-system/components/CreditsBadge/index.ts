export {
  CreditsBadge,
  creditsBadgeState,
  creditsBadgeStates,
  LOW_CREDITS_SHARE,
  type CreditsBadgeProps,
  type CreditsBadgeState,
} from './CreditsBadge';
export { LazyCreditsBadge } from './LazyCreditsBadge';
