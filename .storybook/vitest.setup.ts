import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, expect, inject } from 'vitest';
import { configure } from 'storybook/test';
import { commands, page } from 'vitest/browser';
import type { Parameters } from 'storybook/internal/csf';
import { preloadLazyParts } from '../src/design-system/lazyPart';
import type {} from './samePicture';
import { unhandledApiRequests } from './msw';
import * as projectAnnotations from './preview';
import { drawnBottom, screenshotFrame } from './screenshotFrame';

// Screenshots must not depend on where an animation happens to be, nor on a blinking caret.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; } body { min-height: 100vh; }';
  document.head.append(style);
});

// Every lazy part (Tiptap, the charts, the help dialog…) loads once, before a file's first story, with time of its
// own: Storybook's loader preloads them before each story too, and the first story of a run would otherwise spend
// its own timeout fetching all of them from the dev server.
beforeAll(() => preloadLazyParts(), 120_000);

// Screens arrive as lazy chunks after the session check, and their calls load with their first use; on a busy
// machine the dev server takes more than the default second to serve them, so findBy… waits up to five.
configure({ asyncUtilTimeout: 5_000 });

/** The tallest a story is captured (the runner's page is 3,200 px tall, so the story frame is never scaled). */
const maxStoryHeight = 3_100;

/**
 * Where the story's drawing ends, once it has stayed the same for `quietFrames` frames: layout may follow a resize
 * a frame late, and a part the play function did not wait for (a lazy section, a late text) can still arrive.
 */
async function settledDrawnBottom(root: HTMLElement, quietFrames: number): Promise<number> {
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  let last = drawnBottom(root);
  let unchanged = 0;
  for (let frame = 0; frame < 180 && unchanged < quietFrames; frame++) {
    await nextFrame();
    const now = drawnBottom(root);
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
  return last;
}

/**
 * Frames without change before a picture is taken. A short wait is enough when the picture is compared: a drawing
 * that changed after it fails the comparison, and the story is then settled the long way and pictured again. An
 * update run writes what it pictures, so it always waits the long way.
 */
const quickFrames = 3;
const patientFrames = 12;

/** A screenshot failure says so when the baselines come from another Chromium than the one running. */
function withBrowserNote(error: unknown): unknown {
  const { running, baselines } = inject('screenshotBrowser');
  if (baselines === running || !(error instanceof Error)) return error;
  error.message +=
    `\n\nThe baselines were made with ${baselines ?? 'an unrecorded browser'} (stories/baseline-browser.txt); ` +
    `this run uses ${running}. If only the browser changed, refresh them with \`npm run test:update-screenshots\`.`;
  return error;
}

/** After every story: no API call went unanswered, and the pixels match the committed baseline. */
const storyChecks = {
  beforeEach({ parameters, canvasElement }: { parameters: Parameters; canvasElement: HTMLElement }) {
    unhandledApiRequests.length = 0;
    // As in Storybook's own canvas: 1rem around a story unless its layout is fullscreen. It also leaves room
    // for the focus ring of a control at the story's edge, which the screenshot then shows whole.
    if (parameters.layout !== 'fullscreen') canvasElement.style.padding = '1rem';
  },
  async afterEach({ id, parameters, canvasElement }: { id: string; parameters: Parameters; canvasElement: HTMLElement }) {
    expect(unhandledApiRequests, 'API calls without an MSW handler').toEqual([]);
    if (parameters.screenshot === false) return;
    await document.fonts.ready;
    // Under the sticky app bar the pixels depend on the scroll, which a click or a focused alert moves: every
    // picture is taken from the top.
    window.scrollTo(0, 0);
    // A story taller than its viewport: the browser paints nothing below the viewport, so it grows to fit (up to
    // the room the runner has), then returns to the story's size. Layout can depend on the viewport's height
    // (100vh, sticky panels), so it grows step by step until what it draws fits or stops changing.
    const { innerWidth: width, innerHeight: height } = window;
    const { updating } = inject('screenshotBrowser');
    let quietFrames = updating ? patientFrames : quickFrames;
    for (;;) {
      let bottom = await settledDrawnBottom(canvasElement, quietFrames);
      for (let step = 0; step < 4 && bottom > window.innerHeight && window.innerHeight < maxStoryHeight; step++) {
        await page.viewport(width, Math.min(bottom, maxStoryHeight));
        bottom = await settledDrawnBottom(canvasElement, quietFrames);
      }
      const resized = window.innerHeight !== height;
      window.scrollTo(0, 0);
      const frame = screenshotFrame(canvasElement);
      try {
        if ((await commands.samePicture(id)) === 'same') return;
        await expect.element(page.elementLocator(frame)).toMatchScreenshot(id);
        return;
      } catch (error) {
        // Pictured before it had settled: once more, the patient way.
        if (quietFrames === quickFrames) {
          quietFrames = patientFrames;
          continue;
        }
        throw withBrowserNote(error);
      } finally {
        frame.remove();
        if (resized) await page.viewport(width, height);
      }
    }
  },
};

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, storyChecks]);
