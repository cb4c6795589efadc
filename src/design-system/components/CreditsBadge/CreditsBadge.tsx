import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './CreditsBadge.css';
import { cx } from '../../cx';
import { numberFormat } from '../../../domain/intl';

export const creditsBadgeStates = ['normal', 'low', 'exhausted'] as const;
export type CreditsBadgeState = (typeof creditsBadgeStates)[number];

/** Share of the monthly credits left at or below which the badge warns (SPEC: a low-credit state). */
export const LOW_CREDITS_SHARE = 0.1;

export interface CreditsBadgeProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Credits used this month (the usage's used_credits). */
  used: number;
  /** Monthly credits of the plan (the tariff's credits_per_month); `null` means unlimited. */
  total: number | null;
  /** Share left at or below which the badge warns; defaults to 10 %. */
  lowShare?: number;
}

/** The state a usage puts the badge in: exhausted when nothing is left, low at or below `lowShare` left. */
export function creditsBadgeState(used: number, total: number | null, lowShare = LOW_CREDITS_SHARE): CreditsBadgeState {
  if (total === null) return 'normal';
  const left = total - used;
  if (left <= 0) return 'exhausted';
  return left <= total * lowShare ? 'low' : 'normal';
}

const CoinIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
    <circle cx="8" cy="8" r="6.2" />
    <path d="M8 4.8v6.4M6 6.4h3a1.2 1.2 0 0 1 0 2.4H7a1.2 1.2 0 0 0 0 2.4h3" strokeWidth="1.2" />
  </svg>
);

const WarningIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d="M8 1.8 15 14H1L8 1.8Z" strokeLinejoin="round" />
    <path d="M8 6.2v3.6M8 11.4v.4" strokeLinecap="round" />
  </svg>
);

/**
 * Monthly credits as "used / total", "used / ∞" on an unlimited plan. The visible numbers are hidden
 * from screen readers, which read one sentence instead ("12 of 100 credits used"), plus a warning when low.
 */
export function CreditsBadge({ used, total, lowShare = LOW_CREDITS_SHARE, className, ...rest }: CreditsBadgeProps) {
  const { t, i18n } = useTranslation('designSystemParts');
  const format = numberFormat(i18n.language);
  const state = creditsBadgeState(used, total, lowShare);
  const left = total === null ? null : Math.max(0, total - used);
  const spoken =
    total === null
      ? t('creditsBadge.usedUnlimited', { used: format.format(used) })
      : t('creditsBadge.used', { used: format.format(used), total: format.format(total) });
  return (
    <span {...rest} data-state={state} className={cx(styles.badge, styles.tone[state], className)}>
      <span className={styles.icon} aria-hidden="true">
        {state === 'normal' ? <CoinIcon /> : <WarningIcon />}
      </span>
      <span aria-hidden="true">
        {format.format(used)} / {total === null ? <span className={styles.unlimited}>∞</span> : format.format(total)}
      </span>
      <span className={styles.visuallyHidden}>
        {spoken}
        {state === 'low' && left !== null ? `. ${t('creditsBadge.low', { left: format.format(left) })}` : ''}
        {state === 'exhausted' ? `. ${t('creditsBadge.exhausted')}` : ''}
      </span>
    </span>
  );
}
