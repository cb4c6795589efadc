import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import * as styles from './ErrorPanel.css';
import { cx } from '../../cx';

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
  /** 1 when the panel is all the page shows (a route error), so the page keeps one h1; 2 by default. */
  headingLevel?: 1 | 2;
}

/** What an unhandled route error shows: a fixed heading, the status and its text or the message. */
export function ErrorPanel({ status, statusText, message, onBack, backLabel, headingLevel = 2, className, ...rest }: ErrorPanelProps) {
  const { t } = useTranslation('designSystem');
  const statusLine = [status, statusText].filter((part) => part !== undefined && part !== '').join(' ');
  const detail = statusText ? undefined : message;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" {...rest} className={cx(styles.root, className)}>
      <Heading className={styles.heading}>{t('feedback.errorHeading')}</Heading>
      {statusLine && <p className={styles.status}>{statusLine}</p>}
      {detail && <pre className={styles.details}>{detail}</pre>}
      {onBack && <Button onClick={onBack}>{backLabel ?? t('feedback.goBack')}</Button>}
    </div>
  );
}
