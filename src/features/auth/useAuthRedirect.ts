import { useEffect, useRef } from 'react';
import { AUTH_REDIRECT_DELAY_MS } from '../../domain/constants';

/** Runs `go` AUTH_REDIRECT_DELAY_MS after `schedule()`; cancelled if the screen goes away first. */
export function useDelayedRedirect(go: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(go);
  useEffect(() => {
    latest.current = go;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), AUTH_REDIRECT_DELAY_MS);
  };
}
