import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, expect } from 'vitest';
import { configure } from 'storybook/test';
import { page } from 'vitest/browser';
import type { Parameters } from 'storybook/internal/csf';
import { unhandledApiRequests } from './msw';
import * as projectAnnotations from './preview';

// Screenshots must not depend on where an animation happens to be, nor on a blinking caret.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; } body { min-height: 100vh; }';
  document.head.append(style);
});

// Screens arrive as lazy chunks after the session check, and their calls load with their first use; on a busy
// machine the dev server takes more than the default second to serve them, so findBy… waits up to five.
configure({ asyncUtilTimeout: 5_000 });

/** After every story: no API call went unanswered, and the pixels match the committed baseline. */
const storyChecks = {
  beforeEach() {
    unhandledApiRequests.length = 0;
  },
  async afterEach({ id, parameters }: { id: string; parameters: Parameters }) {
    expect(unhandledApiRequests, 'API calls without an MSW handler').toEqual([]);
    if (parameters.screenshot === false) return;
    await document.fonts.ready;
    // Under the sticky app bar the body's pixels depend on the scroll, which a click or a focused alert moves:
    // every picture is the whole page as laid out, from the top.
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(id);
  },
};

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, storyChecks]);
