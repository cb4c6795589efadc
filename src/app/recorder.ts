/*
 * The third-party session recorder's start, without React: the app's SessionRecording (after it mounts) and the
 * share page drawn without the app (sharePageScript.ts) both start it.
 */
import { sessionRecorder } from '../domain/thirdParty';

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
