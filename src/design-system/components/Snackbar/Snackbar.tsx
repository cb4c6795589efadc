import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_DURATION_MS } from '../../../domain/constants';
import * as styles from './Snackbar.css';
import { cx } from '../../cx';

export const snackbarTones = ['success', 'error', 'info'] as const;
export type SnackbarTone = (typeof snackbarTones)[number];

export interface SnackbarOptions {
  message: ReactNode;
  tone?: SnackbarTone;
  /** How long it stays, in ms: SNACKBAR_DURATION_MS by default, SNACKBAR_LONG_DURATION_MS on login and register. */
  duration?: number;
}

interface ShownSnackbar extends Required<Pick<SnackbarOptions, 'tone' | 'duration'>> {
  id: number;
  message: ReactNode;
}

export interface SnackbarApi {
  /**
   * Shows a snackbar at once, replacing the one on screen: a message is about what just happened, so an older
   * one (e.g. a failed login before a successful one) is no longer true. Returns its id.
   */
  show: (options: SnackbarOptions) => number;
  /** Dismisses the given snackbar (or the current one) at once. */
  dismiss: (id?: number) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** The snackbar API of the nearest SnackbarProvider. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside a SnackbarProvider');
  return api;
}

export interface SnackbarProviderProps {
  children?: ReactNode;
}

/** Holds the one current snackbar and shows it at the bottom of the screen. */
export function SnackbarProvider({ children }: SnackbarProviderProps) {
  const [current, setCurrent] = useState<ShownSnackbar | null>(null);
  const nextId = useRef(1);

  const show = useCallback(({ message, tone = 'info', duration = SNACKBAR_DURATION_MS }: SnackbarOptions) => {
    const id = nextId.current++;
    setCurrent({ id, message, tone, duration });
    return id;
  }, []);

  const dismiss = useCallback((id?: number) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {createPortal(
        <div className={styles.region}>
          {current && <Snackbar key={current.id} {...current} onDismiss={() => dismiss(current.id)} />}
        </div>,
        document.body,
      )}
    </SnackbarContext.Provider>
  );
}

const icons: Record<SnackbarTone, ReactNode> = {
  success: <path d="M6.5 10.2l2.3 2.3 4.7-5" />,
  error: <path d="M10 6v5M10 13.5v.01" />,
  info: <path d="M10 9v5M10 6.5v.01" />,
};

interface SnackbarProps extends ShownSnackbar {
  onDismiss: () => void;
}

/** One snackbar. Its timer pauses while the pointer is over it or focus is inside it, and resumes after. */
function Snackbar({ message, tone, duration, onDismiss }: SnackbarProps) {
  const { t } = useTranslation('designSystem');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(onDismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, onDismiss]);

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      data-paused={paused || undefined}
      className={cx(styles.snackbar, styles.tone[tone])}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="10" cy="10" r="8.5" strokeWidth="1.5" />
          {icons[tone]}
        </svg>
      </span>
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.dismiss} aria-label={t('feedback.dismiss')} onClick={onDismiss}>
        <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" />
        </svg>
      </button>
    </div>
  );
}
