import { createContext, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyPart } from '../../design-system';
import { formPaths } from '../../domain/paths';
import { useAnyDialogOpen } from './useAnyDialogOpen';
import { useAppTour } from './useAppTour';

/** The dialog (and its video) loads the first time help is opened. */
const HelpDialog = lazyPart(() => import('./HelpDialog').then((m) => m.HelpDialog));

/** Navigation state that opens the welcome help on arrival (register sends people to /forms with it). */
export interface WelcomeHelpState {
  welcomeHelp: true;
}

export function hasWelcomeHelp(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<WelcomeHelpState>).welcomeHelp === true;
}

export interface HelpContextValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Starts the app tour again, even when it was completed (from the help menu). */
  startTour: () => void;
}

const HelpContext = createContext<HelpContextValue | null>(null);

/** Owns the Help dialog (welcome video) and the app tour. Must sit inside the design system's TourProvider. */
export function HelpProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const tour = useAppTour();
  const welcome = hasWelcomeHelp(location.state);
  const [welcomedAt, setWelcomedAt] = useState<string | null>(null);
  if (welcome && welcomedAt !== location.key) {
    setWelcomedAt(location.key);
    setOpen(true);
  }

  useEffect(() => {
    if (!welcome) return;
    // Clear the flag so that a reload or Back does not open the help again.
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [welcome, navigate, location.pathname, location.search, location.hash]);

  const { start: startAppTour } = tour;
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const startTour = useCallback(() => {
    setOpen(false);
    startAppTour({ force: true });
  }, [startAppTour]);

  const value = useMemo(() => ({ isOpen, open, close, startTour }), [isOpen, open, close, startTour]);
  return (
    <HelpContext value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <HelpDialog open={isOpen} onClose={close} />
        </Suspense>
      )}
    </HelpContext>
  );
}

export function useHelp(): HelpContextValue {
  const value = use(HelpContext);
  if (!value) throw new Error('useHelp must be used within a HelpProvider.');
  return value;
}

/**
 * Quiet time between an overlay closing and the tour opening: focus is back on the page and the person sees it
 * before the next overlay, instead of one overlay replacing the other on the same key press.
 */
export const TOUR_AFTER_OVERLAY_DELAY_MS = 800;

/**
 * Starts the app tour on the first visit of /forms: signed in, with no overlay on screen (the Help dialog, or
 * any other dialog) for TOUR_AFTER_OVERLAY_DELAY_MS. On a small screen (`enabled` false) the top-bar links it
 * points at are folded into the menu, so it waits, unmarked, for the next visit on a large screen. The tour
 * remembers itself once shown.
 */
export function AppTourOnFirstVisit({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  const { isOpen } = useHelp();
  const dialogOpen = useAnyDialogOpen();
  const { start, isOpen: touring } = useAppTour();
  const ready = enabled && pathname === formPaths.list && !isOpen && !dialogOpen && !touring;
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => start(), TOUR_AFTER_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
    // `start` changes with every render of the tour's context; the tour only needs to be asked once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return null;
}
