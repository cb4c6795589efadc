import { useTranslation } from 'react-i18next';
import * as styles from './Spinner.css';
import { cx } from '../../cx';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
export const spinnerTones = ['current', 'primary', 'muted'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  tone?: SpinnerTone;
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
  className?: string;
}

/** An indeterminate progress indicator that announces itself as a status. */
export function Spinner({ size = 'md', tone = 'current', label, className }: SpinnerProps) {
  const { t } = useTranslation('designSystem');
  return (
    <span role="status" className={className}>
      <span aria-hidden="true" className={cx(styles.root, styles.size[size], styles.tone[tone])} />
      <span className={styles.visuallyHidden}>{label ?? t('loading')}</span>
    </span>
  );
}
