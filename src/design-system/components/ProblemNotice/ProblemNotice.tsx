import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as styles from './ProblemNotice.css';
import { cx } from '../../cx';

export interface ProblemNoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What went wrong, in the reader's words ("Could not load your forms: the server did not answer."). */
  message: ReactNode;
  /** The way on when it is not a retry, e.g. a link back when the thing is gone. */
  action?: ReactNode;
  /** Asks again (a query's refetch): a "Retry" button, or `retryLabel`. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
}

/**
 * A part of the page that could not load or save, in its place: what went wrong and the way on. Announced as it
 * appears (role alert). A whole page that failed shows ErrorPanel instead.
 */
export function ProblemNotice({ message, action, onRetry, retryLabel, className, ...rest }: ProblemNoticeProps) {
  const { t } = useTranslation('designSystem');
  return (
    <div role="alert" {...rest} className={cx(styles.root, className)}>
      <p className={styles.message}>{message}</p>
      {action}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('feedback.retry')}
        </Button>
      )}
    </div>
  );
}
