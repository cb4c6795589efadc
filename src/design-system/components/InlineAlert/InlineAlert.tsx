import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './InlineAlert.css';
import { cx } from '../../cx';

export interface InlineAlertProps extends ComponentPropsWithoutRef<'p'> {
  /** In a Note's box, tinted as an error: the one thing a form or a dialog failed at, above its buttons. */
  boxed?: boolean;
}

/**
 * One sentence saying what went wrong, next to where it happened (under a button, above a list), announced as it
 * appears. The one place that announces an error line: a screen never writes role="alert" itself. A part of the
 * page that failed with a way on (Try again) is a ProblemNotice; a whole page, an ErrorPanel.
 */
export function InlineAlert({ boxed = false, className, ...rest }: InlineAlertProps) {
  return <p role="alert" {...rest} className={cx(styles.root, boxed && styles.boxed, className)} />;
}
