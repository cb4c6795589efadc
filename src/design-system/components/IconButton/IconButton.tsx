import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './IconButton.css';
import { cx } from '../../cx';
import { inactiveButtonProps } from '../../inactiveButton';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label' | 'title'> {
  /** The accessible name; required because the button shows only an icon. */
  label: string;
  /** The icon (decorative: it is hidden from assistive technology). */
  children: ReactNode;
  /** Also show the label as the browser's hover title. */
  showTitle?: boolean;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

/**
 * A button that shows only an icon. The `label` is its accessible name, so it can never be nameless.
 * Disabled icon buttons stay focusable (aria-disabled) and ignore presses, like the Button.
 */
export function IconButton({
  label,
  children,
  showTitle = false,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  disabled,
  onClick,
  onMouseDown,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      {...inactiveButtonProps(disabled, { onClick, onMouseDown })}
      aria-label={label}
      title={showTitle ? label : undefined}
      className={cx(styles.iconButton, styles.variant[variant], styles.size[size], className)}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </button>
  );
}
