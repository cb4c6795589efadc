import { readString, writeString } from '../../lib/storage';
import type { StorageKey } from '../../domain/storage';

/** The product's tours: the app tour and one per form step. */
export const tourNames = ['app', 'formStep1', 'formStep2', 'formStep3'] as const;
export type TourName = (typeof tourNames)[number];

/** Each tour's "shown" flag in local storage, so a tour is shown once per browser, not once per page load. */
const tourStorageKeys = {
  app: 'tourApp',
  formStep1: 'tourFormStep1',
  formStep2: 'tourFormStep2',
  formStep3: 'tourFormStep3',
} as const satisfies Record<TourName, StorageKey>;

const DONE = 'true';

function keyOf(name: string): StorageKey | undefined {
  return (tourNames as readonly string[]).includes(name) ? tourStorageKeys[name as TourName] : undefined;
}

/**
 * The memory the app gives the design system's TourProvider. A name that is not one of the product's tours is
 * never remembered (so it shows every time rather than writing an unplanned storage key).
 */
export const tourMemory = {
  isDone(name: string): boolean {
    const key = keyOf(name);
    return key !== undefined && readString(key) === DONE;
  },
  markDone(name: string): void {
    const key = keyOf(name);
    if (key) writeString(key, DONE);
  },
  /** Forgets that a tour was shown (for a "show the tour again" action or a test). */
  reset(name: TourName): void {
    writeString(tourStorageKeys[name], null);
  },
};
