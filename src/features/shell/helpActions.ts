import { createContext } from 'react';

/** What the account menu asks of the Help that the signed-in pages' parts own (SignedInParts.tsx). */
export interface HelpActions {
  open: () => void;
  startTour: () => void;
}

/**
 * How the signed-in parts hand their Help actions to the layout (and take them back when they go). They load with
 * the first signed-in page, not with the layout, because a guest's pages never use them.
 */
export const HelpActionsSlot = createContext<(actions: HelpActions | null) => void>(() => undefined);
