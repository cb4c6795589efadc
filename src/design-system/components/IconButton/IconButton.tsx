import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import type { ReactNode } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<AriakitButtonProps, 'children' | 'aria-label' | 'title'> {
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
 * Disabled icon buttons stay focusable (Ariakit's accessibleWhenDisabled), like the Button.
 */
export function IconButton({
  label,
  children,
  showTitle = false,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <AriakitButton
      accessibleWhenDisabled
      {...rest}
      type={type}
      aria-label={label}
      title={showTitle ? label : undefined}
      className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </AriakitButton>
  );
}
