export {
  HelpProvider,
  useHelp,
  hasWelcomeHelp,
  AppTourOnFirstVisit,
  type HelpContextValue,
  type WelcomeHelpState,
} from './HelpProvider';
export type { HelpDialogProps } from './HelpDialog';
export { useAppTour, appTourTargets } from './useAppTour';
export { tourMemory, tourNames, type TourName } from './tours';
