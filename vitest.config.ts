import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, findChromium, isolatedFontconfig } from './scripts/chromium.ts';
import { baselinePath, samePicture } from './.storybook/samePicture.ts';
import viteConfig from './vite.config.ts';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));
const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The stories in headless Chromium, as three projects that run side by side, each in a browser of its own that runs
 * its files one after another in one page. A story spends part of its time waiting (frames, timers, its mocked
 * calls): with two browsers a core was idle a quarter of the time once the unit tests had ended. The groups, by
 * folder under stories/, take about as long as each other (a group that ends first leaves a core idle): the design
 * system and the widget (many small files, each with a moment of its own to load); the flows and the results, AI
 * creation, demo, share and billing screens; the other screens (whatever folder is added later goes there).
 */
const storyGroups = {
  storybook: ['design-system', 'widget'],
  'storybook-flows': ['flows', 'screens/results', 'screens/aiCreate', 'screens/demo', 'screens/share', 'screens/billing'],
} as const;
/** The story files outside the given folders of stories/ (a top folder, or one under screens/). */
function storiesOutside(folders: readonly string[]): string[] {
  const top = folders.filter((folder) => !folder.startsWith('screens/'));
  const screens = folders.filter((folder) => folder.startsWith('screens/')).map((folder) => folder.slice('screens/'.length));
  const otherScreens = screens.length ? `stories/screens/!(${screens.join('|')})/**` : 'stories/screens/**';
  return [`stories/!(${[...top, 'screens'].join('|')})/**`, otherScreens, 'stories/*.stories.tsx'];
}
const groupedFolders = Object.values(storyGroups).flat();
function storyTests(name: string, exclude: string[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: storybookDir, tags: { exclude: ['no-test'] } })],
    // Every dependency is found before the first test: a re-optimisation mid-run reloads the
    // page and fails stories (as on a fresh clone). vanilla-extract's runtime imports are only
    // visible after its transform, so they are named here.
    optimizeDeps: {
      entries: ['stories/**/*.stories.tsx', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/css/adapter',
        '@vanilla-extract/css/fileScope',
        // Reached only through the PromptEditor's lazy import: found late, they would load React twice.
        '@tiptap/react',
        '@tiptap/core',
        '@tiptap/starter-kit',
        '@tiptap/extension-mention',
        '@tiptap/suggestion',
        '@tiptap/pm/model',
        '@tiptap/pm/state',
        '@tiptap/pm/view',
      ],
    },
    test: {
      name,
      exclude,
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // Records or checks the Chromium version beside the baselines (stories/baseline-browser.txt).
      globalSetup: ['./.storybook/baselineBrowser.ts'],
      testTimeout: 30_000,
      // Every story file in one page, one after another, as a reviewer moves between stories in Storybook: about
      // half the time of a fresh page per file. A story must leave nothing running behind it.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: findChromium(),
            args: chromiumArgs,
            // Only the app's bundled fonts exist for this browser, so no screenshot uses a system font.
            env: { ...process.env, FONTCONFIG_FILE: isolatedFontconfig(rootDir) },
          },
          // Room for the largest story viewport, so the tester iframe is never scaled down; tall, because a
          // story taller than its viewport is captured by growing the frame (.storybook/vitest.setup.ts).
          contextOptions: { viewport: { width: 1600, height: 3200 }, deviceScaleFactor: 1 },
        }),
        instances: [{ browser: 'chromium' }],
        // A story whose picture is its baseline's, found without the matcher's decoding (.storybook/samePicture.ts).
        commands: { samePicture },
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Zero tolerance: the default threshold misses a subtle colour change.
            comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
            resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
              baselinePath(`${root}/${testFileDirectory}/${testFileName}`, arg, ext),
          },
        },
      },
    },
  };
}

// vanilla-extract only compiles under Vitest when this config extends vite.config.ts.
export default mergeConfig(
  viteConfig,
  defineConfig({
    base: '/',
    test: {
      // CI reads the counts from the JSON report for its closing `N passed, N failed` line.
      reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['./src/test/unit.setup.ts'],
          },
        },
        ...Object.entries(storyGroups).map(([name, folders]) => storyTests(name, storiesOutside(folders))),
        storyTests('storybook-screens', groupedFolders.map((folder) => `stories/${folder}/**`)),
      ],
    },
  }),
);
