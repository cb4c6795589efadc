import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './scripts/chromium.ts';
import viteConfig from './vite.config.ts';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

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
        {
          extends: true,
          plugins: [storybookTest({ configDir: storybookDir, tags: { exclude: ['no-test'] } })],
          optimizeDeps: {
            include: ['react-dom/client', 'storybook/test', '@ariakit/react', 'msw/browser', 'react-router-dom'],
          },
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: findChromium(), args: chromiumArgs },
              }),
              instances: [{ browser: 'chromium' }],
              screenshotFailures: false,
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // Zero tolerance: the default threshold misses a subtle colour change.
                  comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
                  resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
                    `${root}/${testFileDirectory}/__screenshots__/${testFileName.replace(/\.stories\.tsx?$/, '')}/${arg}${ext}`,
                },
              },
            },
          },
        },
      ],
    },
  }),
);
