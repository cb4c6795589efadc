import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './ProblemNotice.css';
import { cx } from '../../cx';

export interface ProblemNoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** What went wrong, in the reader's words ("Could not load your forms: the server did not answer."). */
  message: ReactNode;
  /** The one way on: usually a Try again button, or a link back when the thing is gone. */
  action?: ReactNode;
}

/**
 * A part of the page that could not load or save, in its place: what went wrong and the way on. Announced as it
 * appears (role alert). A whole page that failed shows ErrorPanel instead.
 */
export function ProblemNotice({ message, action, className, ...rest }: ProblemNoticeProps) {
  return (
    <div role="alert" {...rest} className={cx(styles.root, className)}>
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
