import { writeString } from '../../../src/api/client/storage';
import { SEED_NOW } from '../../../mocks/db';
import { setMockClock, tickingClock } from '../../../mocks/config';
import { startAs } from '../appStory';

/** Signed in as the demo owner, with the step tours already seen and a mock clock that gives stable times. */
export function startEditor({ toursDone = true }: { toursDone?: boolean } = {}) {
  startAs('demoOwner');
  for (const key of ['tourFormStep1', 'tourFormStep2', 'tourFormStep3'] as const) writeString(key, toursDone ? 'true' : null);
  writeString('formDrafts', null);
  setMockClock(tickingClock(SEED_NOW));
  return () => setMockClock(null);
}

/** The editor's code loads lazily (a cold dev server transforms it on first use), so the first look waits longer. */
export const EDITOR_LOAD_TIMEOUT = { timeout: 15_000 };

