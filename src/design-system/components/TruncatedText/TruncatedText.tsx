import type { ComponentProps, PointerEvent } from 'react';
import * as styles from './TruncatedText.css';
import { cx } from '../../cx';

export interface TruncatedTextProps extends Omit<ComponentProps<'span'>, 'children' | 'title'> {
  /** The whole text (a form's, a chat's or a lead's name). */
  children: string;
}

/**
 * The one way to show a name that may be long: one line, cut with "…" where its container ends, the whole name as
 * the pointer's tooltip while it is cut. Only the drawing is cut: screen readers, find-in-page and copying get the
 * whole text. The tooltip is the browser's own (`title`), set when the pointer arrives and only if the text is cut,
 * so a name that fits is not said twice and a table of names carries no popup code.
 */
export function TruncatedText({ children, className, onPointerEnter, ...rest }: TruncatedTextProps) {
  const showWholeIfCut = (event: PointerEvent<HTMLSpanElement>) => {
    const text = event.currentTarget;
    text.title = text.scrollWidth > text.clientWidth ? children : '';
    onPointerEnter?.(event);
  };
  return (
    <span {...rest} className={cx(styles.truncated, className)} onPointerEnter={showWholeIfCut}>
      {children}
    </span>
  );
}
