import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Avatar.css';
import { cx } from '../../cx';

export interface AvatarProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** The person's picture. The caller checks it is a picture's address: the design system loads what it is given. */
  src?: string | null;
  /** Shown, in capitals, when there is no picture (e.g. the e-mail's first letter); without it, a person's outline. */
  initial?: string;
}

/** A person in a small circle: their picture, else their initial, else an outline for someone not signed in. */
export function Avatar({ src, initial, className, ...rest }: AvatarProps) {
  return (
    <span {...rest} className={cx(styles.avatar, className)}>
      {src ? <img className={styles.picture} src={src} alt="" /> : initial !== undefined ? initial : <PersonIcon />}
    </span>
  );
}

function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="10" cy="7" r="3.5" />
      <path d="M3.5 17c.8-3.3 3.4-5 6.5-5s5.7 1.7 6.5 5" strokeLinecap="round" />
    </svg>
  );
}
