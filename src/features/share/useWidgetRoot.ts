import { useEffect, useRef, useState } from 'react';
import { backendReady } from '../../api';
import { loadWidget, type WidgetGlobalApi } from '../../widget/protocol';

export type WidgetStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads the widget script from the app's own host (once per page, with a cache-busting timestamp) and mounts
 * the root element given the returned ref. Unmounting destroys the widget, so it stops watching the page for roots.
 */
export function useWidgetRoot(key: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<WidgetStatus>('loading');
  useEffect(() => {
    let cancelled = false;
    let mounted: WidgetGlobalApi | null = null;
    // The widget calls the API itself as soon as it mounts: in demo mode that backend must be up first.
    backendReady()
      .then(() => loadWidget())
      .then(
        (widget) => {
          const root = ref.current;
          if (cancelled || !root?.parentElement) return;
          widget.mount(root.parentElement);
          mounted = widget;
          setStatus('ready');
        },
        () => !cancelled && setStatus('failed'),
      );
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [key]);
  return { ref, status };
}
