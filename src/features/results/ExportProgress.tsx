import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, ProgressBar, Text } from '../../design-system';
import { numberFormat } from '../../domain/intl';
import * as styles from './results.css';

export interface ExportProgressProps {
  loaded: number;
  /** The file's size when the server says it; without it the bar runs without an end and the bytes are counted. */
  total: number | null;
  onCancel: () => void;
}

/** How far the CSV file has come, with a way to stop it. Loaded with the first export: most visits export nothing. */
export function ExportProgress({ loaded, total, onCancel }: ExportProgressProps) {
  const { t, i18n } = useTranslation('results');
  const size = numberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const labelId = useId();
  return (
    <Inline align="center" gap="md">
      <Text as="span" id={labelId} tone="muted">
        {total ? t('export.progress', { percent: Math.round((loaded / total) * 100) }) : t('export.progressBytes', { size: size.format(loaded / 1024) })}
      </Text>
      <ProgressBar aria-labelledby={labelId} className={styles.progress} value={total ? loaded : undefined} max={total ?? undefined} />
      <Button variant="text" size="sm" onClick={onCancel}>
        {t('export.cancel')}
      </Button>
    </Inline>
  );
}
