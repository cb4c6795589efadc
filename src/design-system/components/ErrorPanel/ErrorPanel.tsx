import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as styles from './ErrorPanel.css';

export interface ErrorPanelProps extends ComponentPropsWithoutRef<'div'> {
  /** HTTP-like status of a route error, e.g. 404. */
  status?: number;
  /** Its text, e.g. "Not Found". */
  statusText?: string;
  /** The message of a thrown error, shown when there is no status text. */
  message?: string;
  /** The way back; without it no button is shown. */
  onBack?: () => void;
  backLabel?: ReactNode;
}

/** What an unhandled route error shows (SPEC §8): a fixed heading, the status and its text or the message. */
export function ErrorPanel({ status, statusText, message, onBack, backLabel, className, ...rest }: ErrorPanelProps) {
  const { t } = useTranslation('designSystem');
  const statusLine = [status, statusText].filter((part) => part !== undefined && part !== '').join(' ');
  const detail = statusText ? undefined : message;
  return (
    <div role="alert" {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <h2 className={styles.heading}>{t('feedback.errorHeading')}</h2>
      {statusLine && <p className={styles.status}>{statusLine}</p>}
      {detail && <pre className={styles.details}>{detail}</pre>}
      {onBack && <Button onClick={onBack}>{backLabel ?? t('feedback.goBack')}</Button>}
    </div>
  );
}
