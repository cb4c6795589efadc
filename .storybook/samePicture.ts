import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { CDPSession, Frame, Page } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

/** Where a story's baseline picture is: beside its stories file, in a folder named after it. */
export function baselinePath(storiesFile: string, storyId: string, ext = '.png'): string {
  // The name as Vitest's matcher makes it from the story's id (runs of dashes become one).
  const name = storyId.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');
  return join(dirname(storiesFile), '__screenshots__', basename(storiesFile).replace(/\.stories\.tsx?$/, ''), `${name}${ext}`);
}

type PlaywrightContext = BrowserCommandContext & { page: Page; frame(): Promise<Frame> };

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A Vitest browser command (runs in Node): whether the story's picture (the screenshot frame, `[data-screenshot-frame]`
 * in the tester frame) is the committed baseline (`baselinePath`), pixel for pixel. It captures the area straight from
 * Chromium and compares the bytes, or else the decoded pixels, so a story that did not change costs a capture and a
 * file read: no image is decoded twice, and nothing of the matcher's own preparation (its animation and caret styles,
 * already set by vitest.setup.ts) runs. Anything else ('different': no baseline, another size, other pixels) goes to
 * Vitest's `toMatchScreenshot`, which compares as before (anti-aliased pixels aside), writes the diff, or, in an update
 * run, the new baseline. An update run also stores a baseline that has the same pixels in Chromium's own bytes, so
 * the next run compares bytes.
 */
export const samePicture: BrowserCommand<[storyId: string]> = async (context, storyId) => {
  if (!('page' in context) || !context.testPath) throw new Error('samePicture needs the Playwright provider and a test');
  const path = baselinePath(context.testPath, storyId);
  const playwright = context as PlaywrightContext;
  const { page } = playwright;
  const box = await (await playwright.frame()).locator('[data-screenshot-frame]').boundingBox();
  if (!box) return 'different';
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  // Whole device pixels around the box, as Playwright's element screenshots take them.
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const clip = { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y, scale: 1 };
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: false });
  const picture = Buffer.from(data, 'base64');
  const baseline = await readFile(path).catch(() => null);
  if (!baseline) return 'different';
  if (picture.equals(baseline)) return 'same';
  const [now, before] = [PNG.sync.read(picture), PNG.sync.read(baseline)];
  if (now.width !== before.width || now.height !== before.height || !now.data.equals(before.data)) return 'different';
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all') await writeFile(path, picture);
  return 'same';
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    samePicture: (storyId: string) => Promise<'same' | 'different'>;
  }
}
