import { use, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AppTourOnFirstVisit, HelpProvider, useHelp } from '../help';
import { HelpActionsSlot } from './helpActions';
import { useSmallScreen } from './useSmallScreen';

/**
 * What only signed-in pages use, around them: the Help dialog (whose actions the layout's account menu calls) and
 * the app tour on a first visit of /forms (Root's TourProvider shows it). Its own chunk: a
 * guest's pages (login, register, share pages) never load it; a signed-in page loads it alongside its screen
 * (routes.tsx, preloaded by main.tsx and on a sign-in by AppLayout).
 */
export function SignedInParts() {
  const small = useSmallScreen();
  return (
    <HelpProvider>
      <HelpActionsToLayout />
      <Outlet />
      {/* On a small screen the top-bar links the tour points at are folded into the menu. */}
      <AppTourOnFirstVisit enabled={!small} />
    </HelpProvider>
  );
}

function HelpActionsToLayout() {
  const handOver = use(HelpActionsSlot);
  const { open, startTour } = useHelp();
  // Before the first paint of the page, so the account menu's Help and tour act at once.
  useLayoutEffect(() => {
    handOver({ open, startTour });
    return () => handOver(null);
  }, [handOver, open, startTour]);
  return null;
}
