import { Button as AriakitButton } from '@ariakit/react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Stepper.css';
import { cx } from '../../cx';

export interface StepperStep {
  id: string;
  label: ReactNode;
  /** A required step must be complete before any later step can be opened. */
  required?: boolean;
  complete?: boolean;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  currentId: string;
  /** Called with the step to go to; never called for a step past an unfinished required one. */
  onStepChange: (id: string) => void;
  /** Accessible name of the navigation; defaults to "Steps". */
  label?: string;
  className?: string;
}

/** The first required, unfinished step before the target, if any. */
export function blockingStep(steps: readonly StepperStep[], currentId: string, targetId: string): StepperStep | undefined {
  const current = steps.findIndex((step) => step.id === currentId);
  const target = steps.findIndex((step) => step.id === targetId);
  if (target <= current) return undefined;
  return steps.slice(0, target).find((step) => step.required && !step.complete);
}

/**
 * Named steps (e.g. the editor's Fields, AI Settings, Leads, Customization, Publication). Each step is a button;
 * going back is always allowed, going past an unfinished required step is refused with a message.
 */
export function Stepper({ steps, currentId, onStepChange, label, className }: StepperProps) {
  const { t } = useTranslation('designSystem');
  const [refused, setRefused] = useState(false);

  const go = (id: string) => {
    if (id === currentId) return;
    if (blockingStep(steps, currentId, id)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onStepChange(id);
  };

  return (
    <nav aria-label={label ?? t('structure.stepsLabel')} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const current = step.id === currentId;
          const states = [
            current ? t('structure.stepCurrent') : undefined,
            step.complete ? t('structure.stepComplete') : undefined,
            step.required ? t('structure.stepRequired') : undefined,
          ].filter(Boolean);
          return (
            <Fragment key={step.id}>
              {index > 0 && <li aria-hidden="true" className={styles.connector} />}
              <li className={styles.item}>
                <AriakitButton
                  className={styles.step}
                  aria-current={current ? 'step' : undefined}
                  data-complete={step.complete ? 'true' : undefined}
                  onClick={() => go(step.id)}
                >
                  <span className={styles.marker} aria-hidden="true">
                    {step.complete && !current ? (
                      <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
                        <path d="M3.5 8.5l3 3 6-7" />
                      </svg>
                    ) : (
                      index + 1
                    )}
                  </span>
                  <span className={styles.label}>
                    {step.label}
                    {step.required && (
                      <span className={styles.requiredMark} aria-hidden="true">
                        *
                      </span>
                    )}
                  </span>
                  {states.length > 0 && <span className={styles.visuallyHidden}>{`, ${states.join(', ')}`}</span>}
                </AriakitButton>
              </li>
            </Fragment>
          );
        })}
      </ol>
      <div aria-live="assertive">
        {refused && (
          <p role="alert" className={styles.message}>
            {t('structure.requiredStep')}
          </p>
        )}
      </div>
    </nav>
  );
}
