import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Banner, Button, Inline, Text } from '../../design-system';
import type { AiFailureKind } from './failures';
import { appPaths } from '../../domain/paths';

export interface FailureNoticeProps {
  kind: AiFailureKind | 'save';
  cost: number | null;
  onRetry: () => void;
  retryLabel: string;
}

/** Why the last step failed, in its own words, that the owner's texts are kept, and the way on. */
export function FailureNotice({ kind, onRetry, retryLabel }: FailureNoticeProps) {
  const { t } = useTranslation('aiCreate');
  const title = kind === 'save' ? t('failure.saveTitle') : t(`failure.${kind}.title`);
  const text = kind === 'save' ? t('failure.saveText') : t(`failure.${kind}.text`);
  // Trying again cannot help while credits or the key are missing; the way on is elsewhere.
  const wayOn =
    kind === 'credits'
      ? { to: appPaths.prices, label: t('cost.upgrade') }
      : kind === 'keyMissing'
        ? { to: appPaths.account, label: t('failure.keyMissing.settings') }
        : null;
  return (
    <Banner tone="error" title={title} {...(wayOn ? {} : { actionLabel: retryLabel, onAction: onRetry })}>
      <Text>{text}</Text>
      <Text>{t('failure.kept')}</Text>
      {wayOn && (
        <Inline align="center">
          <Button size="sm" variant="secondary" render={<Link to={wayOn.to} />}>
            {wayOn.label}
          </Button>
        </Inline>
      )}
    </Banner>
  );
}
