import { Dialog as AriakitDialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as styles from './SmallScreenOverlay.css';
import { cx } from '../../cx';

export interface SmallScreenOverlayProps {
  /** The Back button (and Escape): usually history back. */
  onBack: () => void;
  /** Rendered by the better-experience guard on small screens; defaults to true. */
  open?: boolean;
  title?: ReactNode;
  text?: ReactNode;
  backLabel?: ReactNode;
  className?: string;
}

/**
 * Covers a builder page on a small screen and asks for a bigger one. It is modal, so the page behind cannot
 * be reached by keyboard or screen reader; focus starts on Back.
 */
export function SmallScreenOverlay({ onBack, open = true, title, text, backLabel, className }: SmallScreenOverlayProps) {
  const { t } = useTranslation('designSystem');
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <AriakitDialog
      open={open}
      onClose={onBack}
      hideOnInteractOutside={false}
      initialFocus={backRef}
      className={cx(styles.overlay, className)}
    >
      <span className={styles.icon} aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
          <rect x="5" y="9" width="38" height="24" rx="3" />
          <path d="M18 39h12M24 33v6" />
        </svg>
      </span>
      <DialogHeading render={(props) => <h2 {...props}>{props.children}</h2>} className={styles.title}>
        {title ?? t('overlay.smallScreenTitle')}
      </DialogHeading>
      <DialogDescription className={styles.text}>{text ?? t('overlay.smallScreenText')}</DialogDescription>
      {/* The dialog's own dismiss (closing calls onBack): without one, Ariakit adds a hidden "Dismiss popup" button
          of its own, in English whatever the page's language. */}
      <DialogDismiss render={<Button ref={backRef}>{backLabel ?? t('overlay.back')}</Button>} />
    </AriakitDialog>
  );
}
