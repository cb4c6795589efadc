import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './InlineAlert.css';
import { cx } from '../../cx';

/**
 * One sentence saying what went wrong, next to where it happened (under a button, above a list), announced as it
 * appears. A part of the page that failed with a way on (Try again) is a ProblemNotice; a whole page, an ErrorPanel.
 */
export function InlineAlert({ className, ...rest }: ComponentPropsWithoutRef<'p'>) {
  return <p role="alert" {...rest} className={cx(styles.root, className)} />;
}
