import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromiumVersion, findChromium } from '../scripts/chromium.ts';

/** Beside the baselines: the Chromium that made them (one line, written by `npm run test:update-screenshots`). */
export const baselineBrowserFile = 'stories/baseline-browser.txt';

export interface ScreenshotBrowser {
  /** The Chromium running these tests. */
  running: string;
  /** The Chromium the committed baselines were made with, as the file beside them says. */
  baselines: string | undefined;
  /** An update run (`--update`): every screenshot becomes a baseline, so each story is left to settle longer. */
  updating: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    screenshotBrowser: ScreenshotBrowser;
  }
}

/**
 * Global setup of the storybook project. An update run (`--update`) records the running Chromium beside the
 * baselines; any other run compares and, when they differ, says so up front (and each screenshot failure repeats
 * it), because pixels may then differ for reasons that are not in the code.
 */
export default function setup(project: TestProject) {
  const running = chromiumVersion(findChromium()) ?? 'Chromium (version unknown)';
  const recorded = existsSync(baselineBrowserFile) ? readFileSync(baselineBrowserFile, 'utf8').trim() : undefined;
  const updating = project.config.snapshotOptions.updateSnapshot === 'all';
  if (updating && recorded !== running) writeFileSync(baselineBrowserFile, `${running}\n`);
  const baselines = updating ? running : recorded;
  if (baselines !== running) {
    console.warn(
      `\n!!! Screenshot baselines were made with ${baselines ?? 'an unrecorded browser'} (${baselineBrowserFile}), ` +
        `these tests run ${running}.\n!!! Screenshot differences may come from the browser, not the code. ` +
        'Run `npm run test:update-screenshots` with the Chromium CI uses and commit the result.\n',
    );
  }
  project.provide('screenshotBrowser', { running, baselines, updating });
}
