import { createContext, use } from 'react';

/**
 * True inside a layout that already gives the page its one `<main>` (AppLayout, BareLayout): a screen or an error
 * screen below renders a plain container, so no page ever has two main landmarks.
 */
export const InsideMain = createContext(false);

export function useInsideMain(): boolean {
  return use(InsideMain);
}
