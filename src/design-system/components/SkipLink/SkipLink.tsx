import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './SkipLink.css';
import { cx } from '../../cx';

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** The id of the page's content; it takes focus, so it needs `tabIndex={-1}`. */
  targetId: string;
}

/**
 * The first thing Tab reaches on a page: hidden until focused, it moves the focus past the menus into the page's
 * content, so the next Tab starts there.
 */
export function SkipLink({ targetId, className, onClick, children, ...rest }: SkipLinkProps) {
  return (
    <a
      {...rest}
      href={`#${targetId}`}
      className={cx(styles.skipLink, className)}
      onClick={(event) => {
        onClick?.(event);
        const target = document.getElementById(targetId);
        if (event.defaultPrevented || !target) return;
        // Focus, not a hash change: the app's router owns the address, and the hash would stay in it.
        event.preventDefault();
        target.focus();
      }}
    >
      {children}
    </a>
  );
}
