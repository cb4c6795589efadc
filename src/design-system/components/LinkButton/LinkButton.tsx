import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import type { ReactNode } from 'react';
import * as styles from './LinkButton.css';

export const linkButtonTones = ['primary', 'muted', 'danger'] as const;
export type LinkButtonTone = (typeof linkButtonTones)[number];

export interface LinkButtonProps extends Omit<AriakitButtonProps, 'children'> {
  children: ReactNode;
  tone?: LinkButtonTone;
}

/**
 * A button that looks like a link, for actions inside text ("Resend", "Switch to sign up") that do not
 * navigate. It is still a <button>: Enter and Space press it. To go somewhere, use a real link.
 */
export function LinkButton({ children, tone = 'primary', className, type = 'button', ...rest }: LinkButtonProps) {
  return (
    <AriakitButton
      accessibleWhenDisabled
      {...rest}
      type={type}
      className={[styles.linkButton({ tone }), className].filter(Boolean).join(' ')}
    >
      {children}
    </AriakitButton>
  );
}
