import {
  Dialog as AriakitDialog,
  DialogDescription,
  DialogDismiss,
  DialogHeading,
  type DialogProps as AriakitDialogProps,
} from '@ariakit/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Dialog.css';
import { cx } from '../../cx';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<AriakitDialogProps, 'open' | 'onClose' | 'title' | 'children' | 'store'> {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside. */
  onClose: () => void;
  title: ReactNode;
  /** A short text under the title; it also describes the dialog for screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, the main one last. */
  actions?: ReactNode;
  size?: DialogSize;
  /** Hide the × button (e.g. while a required step is running); Escape still closes unless hideOnEscape is false. */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog (Ariakit): focus moves in and is trapped, Escape and a click outside close it, and focus
 * returns to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'md',
  hideCloseButton = false,
  className,
  ...rest
}: DialogProps) {
  const { t } = useTranslation('designSystem');
  return (
    <AriakitDialog
      unmountOnHide
      backdrop={<div className={styles.backdrop} />}
      {...rest}
      open={open}
      onClose={onClose}
      className={cx(styles.dialog, styles.size[size], className)}
    >
      <div className={styles.header}>
        <DialogHeading render={(props) => <h2 {...props}>{props.children}</h2>} className={styles.title}>
          {title}
        </DialogHeading>
        {!hideCloseButton && (
          <DialogDismiss className={styles.close} aria-label={t('overlay.close')}>
            <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </DialogDismiss>
        )}
      </div>
      {(description !== undefined || children !== undefined) && (
        <div className={styles.body}>
          {description !== undefined && <DialogDescription className={styles.description}>{description}</DialogDescription>}
          {children}
        </div>
      )}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </AriakitDialog>
  );
}
