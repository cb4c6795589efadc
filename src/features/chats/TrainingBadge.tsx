import { useTranslation } from 'react-i18next';
import type { ChatSource } from '../../api';
import * as styles from './chats.css';
import { cx, ProgressBar } from '../../design-system';

/** One source's training: its state, pages indexed of found, and why it failed or what was left out. */
export function TrainingBadge({ source, linkLimit }: { source: ChatSource; linkLimit: number }) {
  const { t } = useTranslation('chats');
  const status = source.status ?? 'queued';
  const found = source.pages_found ?? 0;
  const indexed = source.pages_indexed ?? 0;
  return (
    <div className={styles.section}>
      <p className={cx(styles.muted, styles.status[status])}>
        {t(`status.${status}`)}
        {status !== 'queued' && status !== 'failed' && ` · ${t('pages', { indexed, found, count: found })}`}
      </p>
      {status === 'indexing' && (
        <ProgressBar max={Math.max(1, Math.min(found, linkLimit))} value={indexed} aria-label={t('trainingProgress')} />
      )}
      {source.error === 'link_limit_exceeded' && <p className={styles.muted}>{t('problems.linkLimit', { limit: linkLimit })}</p>}
      {status === 'failed' && <p className={styles.fieldError}>{t(source.error === 'upload_failed' ? 'failure.upload' : 'failure.unreachable')}</p>}
    </div>
  );
}
