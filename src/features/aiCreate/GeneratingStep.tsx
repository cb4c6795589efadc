import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, Heading, Inline, Panel, Spinner, Stack, Text, visuallyHidden } from '../../design-system';
import { AI_GENERATION_SECONDS } from '../../domain';
import { useUnloadWarning } from '../../lib/useUnloadWarning';
import * as styles from './aiCreate.css';

/** The real phases of creating a form: the AI call, the check of its answer, the forms call, the editor. */
export const generationStages = ['writing', 'checking', 'saving', 'opening'] as const;
export type GenerationStage = (typeof generationStages)[number];

/** The time shows only after a while: short waits need no clock, long ones are reassured it still runs. */
const SHOW_ELAPSED_AFTER_S = 5;

export interface GeneratingStepProps {
  stage: GenerationStage;
  onCancel: () => void;
}

/** Step 3: the stages with the current one marked, how long it has run, the warning to stay, and Cancel. */
export function GeneratingStep({ stage, onCancel }: GeneratingStepProps) {
  const { t } = useTranslation('aiCreate');
  const seconds = useElapsedSeconds();
  const current = generationStages.indexOf(stage);

  // Closing or reloading the page now would lose the answer: the browser asks first.
  useUnloadWarning(true);

  return (
    <Panel as="section" radius="lg" aria-labelledby="ai-generating-title" aria-busy="true">
      <Heading level={2} id="ai-generating-title">
        {t('generating.title')}
      </Heading>
      <Banner tone="warning">{t('generating.keepOpen', AI_GENERATION_SECONDS)}</Banner>
      <Stack as="ol" gap="sm" className={styles.list} aria-label={t('generating.stagesLabel')}>
        {generationStages.map((id, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'waiting';
          return (
            <li key={id} className={styles.stage} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stageMark} aria-hidden="true">
                {state === 'done' ? <span className={styles.doneMark}>✓</span> : state === 'current' ? <Spinner size="sm" tone="primary" /> : <span className={styles.waitingMark} />}
              </span>
              <span>
                {t(`generating.stage.${id}`)}
                <span className={visuallyHidden}> ({t(`generating.state.${state}`)})</span>
              </span>
            </li>
          );
        })}
      </Stack>
      {/* The list above shows the stage; this announces each new one, and the time once the wait is long. */}
      <Text tone="muted" role="status">
        <span className={visuallyHidden}>{t(`generating.stage.${stage}`)}</span>
        {seconds >= SHOW_ELAPSED_AFTER_S && t('generating.elapsed', { seconds })}
      </Text>
      {stage === 'writing' && (
        <Inline align="center">
          <Button variant="secondary" onClick={onCancel}>
            {t('generating.cancel')}
          </Button>
        </Inline>
      )}
    </Panel>
  );
}

function useElapsedSeconds(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}
