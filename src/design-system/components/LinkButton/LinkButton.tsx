import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './LinkButton.css';
import { cx } from '../../cx';
import { inactiveButtonProps } from '../../inactiveButton';

export const linkButtonTones = ['primary', 'muted', 'danger'] as const;
export type LinkButtonTone = (typeof linkButtonTones)[number];

export interface LinkButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  children: ReactNode;
  tone?: LinkButtonTone;
}

/**
 * A button that looks like a link, for actions inside text ("Resend", "Switch to sign up") that do not
 * navigate. It is still a <button>: Enter and Space press it. To go somewhere, use a real link.
 */
export function LinkButton({ children, tone = 'primary', className, type = 'button', disabled, onClick, onMouseDown, ...rest }: LinkButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      // Disabled stays focusable (aria-disabled) and ignores presses, like Button.
      {...inactiveButtonProps(disabled, { onClick, onMouseDown })}
      className={cx(styles.linkButton, styles.tone[tone], className)}
    >
      {children}
    </button>
  );
}
