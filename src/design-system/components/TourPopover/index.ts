export { TourPopover, type TourPopoverProps, type TourStep } from './TourPopover';
export {
  TourProvider,
  useTour,
  createPageTourMemory,
  type StartTourOptions,
  type TourMemory,
  type UseTourOptions,
  type UseTourResult,
} from './Tour';
