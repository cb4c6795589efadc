import { cloneElement, type ComponentPropsWithRef, type ReactElement, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import { cx } from '../../cx';
import { inactiveButtonProps } from '../../inactiveButton';

export const buttonVariants = ['primary', 'secondary', 'text', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores presses until the work ends. */
  loading?: boolean;
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  fullWidth?: boolean;
  /** An element to render instead, keeping the look: a router <Link to="…" /> for navigation that looks like a button. */
  render?: ReactElement<{ className?: string; children?: ReactNode }>;
}

/**
 * The app's button, a native one (it sits in the first load, where a headless library's button would cost
 * more than the whole screen). Disabled and loading buttons stay focusable (aria-disabled) and ignore presses,
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
  onClick,
  onMouseDown,
  render,
  ...rest
}: ButtonProps) {
  const inactive = disabled || loading;
  const iconNode = loading ? <Spinner size="sm" /> : icon ? <span className={styles.icon} aria-hidden="true">{icon}</span> : null;
  const classes = cx(styles.button, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className);
  const content = (
    <>
      {iconPosition === 'start' && iconNode}
      <span className={styles.label}>{children}</span>
      {iconPosition === 'end' && iconNode}
    </>
  );
  if (render) return cloneElement(render, { className: classes, children: content });
  return (
    <button
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      {...inactiveButtonProps(inactive, { onClick, onMouseDown })}
      className={classes}
    >
      {content}
    </button>
  );
}
