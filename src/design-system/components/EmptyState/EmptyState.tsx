import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './EmptyState.css';
import { cx } from '../../cx';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  title: ReactNode;
  text?: ReactNode;
  /** A decorative illustration or icon; hidden from screen readers. */
  icon?: ReactNode;
  /** Usually one Button, e.g. "Create your first form". */
  action?: ReactNode;
  headingLevel?: EmptyStateHeadingLevel;
}

/** What a list or page shows when it has nothing yet: an icon, a title, a short text and the next step. */
export function EmptyState({ title, text, icon, action, headingLevel = 2, className, ...rest }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx(styles.root, className)}>
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text !== undefined && <p className={styles.text}>{text}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
