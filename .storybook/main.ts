import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds mockServiceWorker.js, so the static build's mocks work from any static host.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, base: './' }),
};

export default config;
