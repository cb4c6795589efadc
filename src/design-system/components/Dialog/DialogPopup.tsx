import {
  Dialog as AriakitDialog,
  DialogDescription,
  DialogDismiss,
  DialogHeading,
} from '@ariakit/react';
import { useTranslation } from 'react-i18next';
import * as styles from './Dialog.css';
import { cx } from '../../cx';
import type { DialogProps } from './Dialog';

/** The dialog itself (Ariakit), loaded when a Dialog first opens. */
export default function DialogPopup({
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
