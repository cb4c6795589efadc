import { useEffect } from 'react';
import { SESSION_RECORDING_DELAY_MS } from '../domain/constants';
import { sessionRecordingId } from './config';
import { startSessionRecording } from './recorder';

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
