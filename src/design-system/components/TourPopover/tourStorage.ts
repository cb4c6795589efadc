import { readString, writeString, type StorageKey } from '../../../domain/storage';

/** The product's tours (SPEC §2): the app tour and one per form step. */
export const tourNames = ['app', 'formStep1', 'formStep2', 'formStep3'] as const;
export type TourName = (typeof tourNames)[number];

/** Each tour's completion flag in local storage, under the product's keys. */
export const tourStorageKeys = {
  app: 'tourApp',
  formStep1: 'tourFormStep1',
  formStep2: 'tourFormStep2',
  formStep3: 'tourFormStep3',
} as const satisfies Record<TourName, StorageKey>;

const DONE = 'true';

export function isTourDone(name: TourName): boolean {
  return readString(tourStorageKeys[name]) === DONE;
}

export function markTourDone(name: TourName): void {
  writeString(tourStorageKeys[name], DONE);
}

/** Forgets that a tour was shown (for a "show the tour again" action or a test). */
export function resetTourDone(name: TourName): void {
  writeString(tourStorageKeys[name], null);
}
