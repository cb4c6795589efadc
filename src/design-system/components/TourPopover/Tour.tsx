import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOUR_STEP_DELAY_MS } from '../../../domain/constants';
import { lazyPart } from '../../lazyPart';
import type { TourStep } from './TourPopover';

/** The popover (a dialog library) loads when a tour starts: every page has a TourProvider, few show a tour. */
const TourPopover = lazyPart(() => import('./TourPopover').then((module) => module.TourPopover));

/**
 * Where a TourProvider remembers which tours were shown. The design system knows no tour by name and keeps
 * nothing itself: the app passes the product's memory (its tours and storage keys live in a feature).
 */
export interface TourMemory {
  isDone: (name: string) => boolean;
  markDone: (name: string) => void;
}

/** Remembers shown tours for as long as the page lives: the default when the app passes no memory. */
export function createPageTourMemory(): TourMemory & { forget: () => void } {
  const done = new Set<string>();
  return {
    isDone: (name) => done.has(name),
    markDone: (name) => void done.add(name),
    forget: () => done.clear(),
  };
}

export interface StartTourOptions {
  /** Starts even if the tour was already shown once. */
  force?: boolean;
}

interface ActiveTour {
  name: string;
  steps: readonly TourStep[];
  stepIndex: number;
}

interface TourContextValue {
  active: ActiveTour | null;
  start: (name: string, steps: readonly TourStep[], options?: StartTourOptions) => boolean;
  end: () => void;
  next: () => void;
  back: () => void;
}

const TourContext = createContext<TourContextValue | null>(null);

/**
 * Runs one guided tour at a time and shows its popover. A step change waits TOUR_STEP_DELAY_MS (the page can
 * settle, e.g. after scrolling to the next anchor). Closing, a mask click, Escape or Finish end the tour: it is
 * remembered as shown and starts again from step 0.
 */
export function TourProvider({ children, memory: given }: { children: ReactNode; memory?: TourMemory }) {
  const [pageMemory] = useState(createPageTourMemory);
  const memory = given ?? pageMemory;
  const [active, setActive] = useState<ActiveTour | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(
    (name: string, steps: readonly TourStep[], options: StartTourOptions = {}) => {
      if (steps.length === 0 || (!options.force && memory.isDone(name))) return false;
      clearTimeout(timer.current);
      setActive({ name, steps, stepIndex: 0 });
      return true;
    },
    [memory],
  );

  const end = useCallback(() => {
    clearTimeout(timer.current);
    setActive((current) => {
      if (current) memory.markDone(current.name);
      return null;
    });
  }, [memory]);

  const goBy = useCallback((delta: 1 | -1) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setActive((current) => {
        if (!current) return current;
        const stepIndex = Math.max(0, Math.min(current.stepIndex + delta, current.steps.length - 1));
        return { ...current, stepIndex };
      });
    }, TOUR_STEP_DELAY_MS);
  }, []);

  const next = useCallback(() => {
    if (active && active.stepIndex >= active.steps.length - 1) end();
    else goBy(1);
  }, [active, end, goBy]);
  const back = useCallback(() => goBy(-1), [goBy]);

  const value = useMemo(() => ({ active, start, end, next, back }), [active, start, end, next, back]);
  const step = active?.steps[active.stepIndex];

  return (
    <TourContext.Provider value={value}>
      {children}
      {active && step && (
        <Suspense fallback={null}>
          <TourPopover
            open
            step={step}
            stepIndex={active.stepIndex}
            stepCount={active.steps.length}
            onNext={next}
            onBack={back}
            onClose={end}
          />
        </Suspense>
      )}
    </TourContext.Provider>
  );
}

export interface UseTourResult {
  /** Shows the tour from step 0 unless it was shown before (or `force`); `false` when it did not start. */
  start: (options?: StartTourOptions) => boolean;
  /** Ends the tour (remembered as shown). */
  stop: () => void;
  isOpen: boolean;
  /** 0-based; 0 while closed. */
  stepIndex: number;
}

export interface UseTourOptions {
  /** Starts the tour once when the component mounts, unless it was shown before. */
  autoStart?: boolean;
}

/**
 * A named tour: its steps and the controls to start and stop it. `start` and `stop` keep their identity from
 * render to render (steps may be a new array each time). Must be used inside a TourProvider.
 */
export function useTour(name: string, steps: readonly TourStep[], { autoStart = false }: UseTourOptions = {}): UseTourResult {
  const context = useContext(TourContext);
  if (!context) throw new Error(`useTour('${name}') must be used inside a <TourProvider>.`);
  const { active, start: startTour, end } = context;
  const [latest] = useState(() => new LatestSteps(steps));
  useLayoutEffect(() => latest.set(steps));
  const isOpen = active?.name === name;

  const start = useCallback((options?: StartTourOptions) => startTour(name, latest.steps, options), [startTour, name, latest]);
  const stop = useCallback(() => {
    if (isOpen) end();
  }, [isOpen, end]);

  useEffect(() => {
    if (autoStart) start();
    // Once, on mount: a later change of `autoStart` does not restart a tour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useMemo(
    () => ({ start, stop, isOpen, stepIndex: isOpen ? active.stepIndex : 0 }),
    [start, stop, isOpen, active],
  );
}

/** The steps of the latest render, for a `start` whose identity does not change with them. */
class LatestSteps {
  constructor(public steps: readonly TourStep[]) {}
  set(steps: readonly TourStep[]) {
    this.steps = steps;
  }
}
