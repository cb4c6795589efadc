import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as styles from './Banner.css';
import { cx } from '../../cx';

export const bannerTones = ['info', 'success', 'warning', 'error'] as const;
export type BannerTone = (typeof bannerTones)[number];

export interface BannerProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Label of the optional action button, e.g. "Resend" or "Settings". */
  actionLabel?: ReactNode;
  onAction?: () => void;
  /** When given, the banner shows a Close button that calls it. */
  onDismiss?: () => void;
}

const paths: Record<BannerTone, ReactNode> = {
  info: <path d="M10 9v5M10 6.5v.01" />,
  success: <path d="M6.5 10.2l2.3 2.3 4.7-5" />,
  warning: <path d="M10 6v5M10 13.5v.01" />,
  error: <path d="M7.5 7.5l5 5M12.5 7.5l-5 5" />,
};

function ToneIcon({ tone }: { tone: BannerTone }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="10" cy="10" r="8.5" strokeWidth="1.5" />
      {paths[tone]}
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/**
 * A message across the top of a page or section. Errors and warnings are alerts (announced at once),
 * info and success are statuses (announced politely).
 */
export function Banner({ tone = 'info', title, children, actionLabel, onAction, onDismiss, className, ...rest }: BannerProps) {
  const { t } = useTranslation('designSystem');
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-tone={tone}
      {...rest}
      className={cx(styles.root, styles.tone[tone], className)}
    >
      <span className={cx(styles.icon, styles.iconTone[tone])} aria-hidden="true">
        <ToneIcon tone={tone} />
      </span>
      <div className={styles.content}>
        <div className={styles.texts}>
          {title !== undefined && <p className={styles.title}>{title}</p>}
          {children !== undefined && <div className={styles.text}>{children}</div>}
        </div>
        {actionLabel !== undefined && (
          <Button size="sm" variant="secondary" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
      </div>
      {onDismiss && (
        <button type="button" className={styles.close} aria-label={t('feedback.close')} onClick={onDismiss}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
