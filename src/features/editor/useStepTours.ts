import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTour, type TourStep } from '../../design-system';
import type { TourName } from '../help';
import type { StepId } from './model';

/** The guided tour of each of the first three steps: its stops are elements marked with `data-tour`. */
const tourStops = {
  fields: ['editor-name', 'editor-fields', 'editor-add'],
  ai: ['editor-prompt', 'editor-model'],
  leads: ['editor-strategy', 'editor-lead-fields'],
} as const;
const tourNames = { fields: 'formStep1', ai: 'formStep2', leads: 'formStep3' } as const satisfies Record<string, TourName>;

type ToursOf = keyof typeof tourStops;

function useStopSteps(step: ToursOf): TourStep[] {
  const { t } = useTranslation('editor');
  return useMemo(
    () =>
      tourStops[step].map((id) => ({
        target: `[data-tour="${id}"]`,
        title: t(`tours.${id}.title`),
        content: t(`tours.${id}.text`),
      })),
    [step, t],
  );
}

/** The three step tours; each starts on the first visit of its step and can be started again from the editor. */
export function useStepTours(current: StepId) {
  const fields = useTour(tourNames.fields, useStopSteps('fields'));
  const ai = useTour(tourNames.ai, useStopSteps('ai'));
  const leads = useTour(tourNames.leads, useStopSteps('leads'));
  const tours = { fields, ai, leads } as const;
  return current in tours ? tours[current as ToursOf] : null;
}
