import { useEffect } from 'react';
import { SESSION_RECORDING_DELAY_MS } from '../domain/constants';
import { sessionRecordingId } from './config';

/** The recording service's tag script; its project id comes from VITE_SESSION_RECORDING_ID. */
export const sessionRecordingScriptUrl = (id: string) => `https://www.clarity.ms/tag/${encodeURIComponent(id)}`;

/**
 * Adds the third-party session-recording script SESSION_RECORDING_DELAY_MS after the app mounts —
 * only when an id is configured, and never in demo mode, Storybook or tests (see config.ts).
 */
export function SessionRecording({ id = sessionRecordingId }: { id?: string }) {
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => {
      if (document.querySelector('script[data-session-recording]')) return;
      const script = document.createElement('script');
      script.async = true;
      script.src = sessionRecordingScriptUrl(id);
      script.dataset.sessionRecording = 'true';
      document.head.append(script);
    }, SESSION_RECORDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return null;
}
