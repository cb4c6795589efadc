/*
 * The share page's own script, in a build against a backend (built into assets/ by vite.config.ts; index.html's
 * script adds it on a share page only): draws the page without the app (sharePage.ts), and starts the session
 * recorder as the app would (Root's SessionRecording) when the build records.
 */
import { SESSION_RECORDING_DELAY_MS } from '../domain/constants';
import { sessionRecordingId } from './config';
import { startSessionRecording } from './recorder';
import { drawSharePage, sharePageOf } from './sharePage';

const page = sharePageOf(window.location.pathname);
if (page) {
  drawSharePage(page);
  const recordingId = sessionRecordingId;
  if (recordingId) setTimeout(() => startSessionRecording(recordingId, document), SESSION_RECORDING_DELAY_MS);
}
