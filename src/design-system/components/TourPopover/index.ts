export { TourPopover, type TourPopoverProps, type TourStep } from './TourPopover';
export { TourProvider, useTour, type StartTourOptions, type UseTourOptions, type UseTourResult } from './Tour';
export { isTourDone, markTourDone, resetTourDone, tourNames, tourStorageKeys, type TourName } from './tourStorage';
