import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTour, type TourStep, type UseTourResult } from '../../design-system';
import type { TourName } from './tours';

/** The app tour's stops: the top-bar elements marked with `data-tour` (src/features/shell). */
export const appTourTargets = ['myForms', 'community', 'rewards', 'premium', 'credits', 'account'] as const;

/** The app tour: shown once on the first visit of /forms, remembered, restartable from the menu. */
export function useAppTour(): UseTourResult {
  const { t } = useTranslation('app');
  const steps = useMemo<TourStep[]>(
    () =>
      appTourTargets.map((id) => ({
        target: `[data-tour="${id}"]`,
        title: t(`tour.${id}Title`),
        content: t(`tour.${id}`),
      })),
    [t],
  );
  return useTour('app' satisfies TourName, steps);
}
