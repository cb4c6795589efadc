import type { ComponentProps } from 'react';
import * as styles from './ProgressBar.css';
import { cx } from '../../cx';

export interface ProgressBarProps extends Omit<ComponentProps<'progress'>, 'children'> {
  /** How much is done, of `max`; without it the bar shows work whose total is unknown. */
  value?: number;
}

/**
 * A native progress bar (role progressbar, its value read out by screen readers), drawn the same in every browser.
 * Full width of its container unless a class says otherwise; name it with `aria-labelledby` (the text that says how
 * far it is) or `aria-label`.
 */
export function ProgressBar({ className, ...props }: ProgressBarProps) {
  return <progress {...props} className={cx(styles.bar, className)} />;
}
