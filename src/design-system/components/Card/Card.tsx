import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Card.css';
import { cx } from '../../cx';

export const cardHeadingLevels = [2, 3, 4] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The card's heading; it also names the card as a region. */
  title?: ReactNode;
  headingLevel?: CardHeadingLevel;
  /** Buttons or links shown at the end of the header. */
  headerActions?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** A surface that groups one topic: an optional header (title and actions), a body and an optional footer. */
export function Card({ title, headingLevel = 2, headerActions, footer, children, className, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || headerActions !== undefined;
  return (
    <section
      aria-labelledby={title !== undefined ? titleId : undefined}
      {...rest}
      className={cx(styles.root, className)}
    >
      {hasHeader && (
        <header className={styles.header}>
          {title !== undefined && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {headerActions !== undefined && <div className={styles.actions}>{headerActions}</div>}
        </header>
      )}
      <div className={styles.body}>{children}</div>
      {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
