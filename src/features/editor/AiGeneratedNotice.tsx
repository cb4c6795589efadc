import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Banner } from '../../design-system';
import { collectLeadStrategies, type CollectLeadStrategy } from '../../domain';

interface Generated {
  idea: string;
  questions: number;
  strategy: CollectLeadStrategy;
}

/** The summary the AI creation flow hands over in the navigation state (features/aiCreate). */
export function generatedOf(state: unknown): Generated | null {
  const value = (state as { aiGenerated?: Partial<Generated> } | null)?.aiGenerated;
  if (!value || typeof value.idea !== 'string' || typeof value.questions !== 'number') return null;
  const strategy = collectLeadStrategies.find((s) => s === value.strategy) ?? 'BEFORE';
  return { idea: value.idea, questions: value.questions, strategy };
}

/**
 * On the Fields step of a form the AI just made: what was generated, so the owner knows what to check. Kept
 * while the owner moves between steps, until closed; its texts are the AI creation flow's.
 */
export function AiGeneratedNotice({ onFieldsStep }: { onFieldsStep: boolean }) {
  const { t } = useTranslation('aiCreate');
  const location = useLocation();
  const [generated, setGenerated] = useState(() => generatedOf(location.state));
  if (!generated || !onFieldsStep) return null;
  return (
    <Banner tone="success" title={t('notice.title')} onDismiss={() => setGenerated(null)}>
      {t('notice.text', { idea: generated.idea, count: generated.questions, strategy: t(`notice.strategy.${generated.strategy}`) })}
    </Banner>
  );
}
