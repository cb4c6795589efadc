import { useTranslation } from 'react-i18next';
import type { ChatSource } from '../../api';
import * as styles from './chats.css';
import { ProgressBar, Stack, Text } from '../../design-system';

/** One source's training: its state, pages indexed of found, and why it failed or what was left out. */
export function TrainingBadge({ source, linkLimit }: { source: ChatSource; linkLimit: number }) {
  const { t } = useTranslation('chats');
  const status = source.status ?? 'queued';
  const found = source.pages_found ?? 0;
  const indexed = source.pages_indexed ?? 0;
  return (
    <Stack>
      <Text className={styles.status[status]}>
        {t(`status.${status}`)}
        {status !== 'queued' && status !== 'failed' && ` · ${t('pages', { indexed, found, count: found })}`}
      </Text>
      {status === 'indexing' && (
        <ProgressBar max={Math.max(1, Math.min(found, linkLimit))} value={indexed} aria-label={t('trainingProgress')} />
      )}
      {source.error === 'link_limit_exceeded' && <Text tone="muted">{t('problems.linkLimit', { limit: linkLimit })}</Text>}
      {status === 'failed' && <Text tone="error" size="sm">{t(source.error === 'upload_failed' ? 'failure.upload' : 'failure.unreachable')}</Text>}
    </Stack>
  );
}
