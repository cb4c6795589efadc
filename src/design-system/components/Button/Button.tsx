import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'text', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriakitButtonProps, 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores presses until the work ends. */
  loading?: boolean;
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  fullWidth?: boolean;
}

/**
 * The app's button. Disabled and loading buttons stay focusable (Ariakit's accessibleWhenDisabled),
 * so keyboard users do not lose their place when a form is submitting.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  disabled,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const iconNode = loading ? <Spinner size="sm" /> : icon ? <span className={styles.icon} aria-hidden="true">{icon}</span> : null;
  return (
    <AriakitButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      accessibleWhenDisabled
      aria-busy={loading || undefined}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {iconPosition === 'start' && iconNode}
      <span className={styles.label}>{children}</span>
      {iconPosition === 'end' && iconNode}
    </AriakitButton>
  );
}
