import { useEffect } from 'react';
import { SESSION_RECORDING_DELAY_MS } from '../domain/constants';
import { sessionRecorder } from '../domain/thirdParty';
import { sessionRecordingId } from './config';

/** The recording service's tag script; its project id comes from VITE_SESSION_RECORDING_ID. */
export const sessionRecordingScriptUrl = (id: string) => `${sessionRecorder.tagUrl}${encodeURIComponent(id)}`;

/**
 * The recorder's masking attribute: it records the layout, clicks and scrolls of a masked element, never its text
 * or the values typed into it.
 */
export const SESSION_RECORDING_MASK = 'data-clarity-mask';

/** Masks the page, then adds the recorder's script (once). */
export function startSessionRecording(id: string, page: Pick<Document, 'body' | 'head' | 'querySelector' | 'createElement'>): void {
  if (page.querySelector('script[data-session-recording]')) return;
  page.body.setAttribute(SESSION_RECORDING_MASK, 'True'); // the value the recorder's documentation gives
  const script = page.createElement('script');
  script.async = true;
  script.src = sessionRecordingScriptUrl(id);
  script.dataset.sessionRecording = 'true';
  page.head.append(script);
}

/**
 * Adds the third-party session-recording script SESSION_RECORDING_DELAY_MS after the app mounts —
 * only when an id is configured, and never in demo mode, Storybook or tests (see config.ts).
 * The whole page is masked before the script arrives: the app shows leads' e-mails, phones and answers, owners'
 * prompts and keys, and typed text everywhere (dialogs live under <body> too), and the recorder runs on the origin
 * that holds the tokens, so it gets the page's shape and nothing anyone wrote.
 */
export function SessionRecording({ id = sessionRecordingId }: { id?: string }) {
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => startSessionRecording(id, document), SESSION_RECORDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return null;
}
