import type { StorybookConfig } from '@storybook/react-vite';
import { build, type Plugin } from 'vite';
import { widgetFontsBuild } from '../scripts/widgetFonts.ts';

/**
 * The published Storybook (`npm run build-storybook`) is opened from any static host: at a root, under a sub-path
 * (a project page, /review/), on Chromatic. So everything a story asks for is inside storybook-static/ and
 * addressed relative to the preview page (iframe.html):
 * - Vite's base is './': scripts, styles and the fonts they name (and the build's font preloads) are relative;
 * - the app's own addresses start from `import.meta.env.BASE_URL` (the widget script, the embed code, the share
 *   link, the checkout's return address). In the app it is its path (/app/); here it is the folder the preview
 *   page is served from, known only in the browser: set by the first script of iframe.html and read from there;
 * - the widget script (widget.js and its sanitiser chunk) is built beside iframe.html, where that base finds it,
 *   so the editor's live preview and the share page show the real widget; the widget's font sheets are built
 *   beside both (the stories that draw the widget from its source look for them beside their own scripts);
 * - public/ holds mockServiceWorker.js, registered relative to the page (.storybook/msw.ts).
 * Storybook's dev server and the story tests serve from the root, where Vite's BASE_URL is '/' and the widget
 * comes from its source: none of this applies there.
 */
const appBaseGlobal = '__STORYBOOK_APP_BASE__';

/** iframe.html's first script: the folder it is served from, as the app's base path (e.g. '/review/'). */
function appBaseFromPage(): Plugin {
  return {
    name: 'storybook-app-base',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: `window.${appBaseGlobal} = new URL('.', document.baseURI).pathname;`,
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** After Storybook's build, the widget's own build (vite.widget.config.ts) into the same folder. */
function widgetBesidePreview(): Plugin {
  let outDir = 'storybook-static';
  return {
    name: 'storybook-widget-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await build({
        configFile: new URL('../vite.widget.config.ts', import.meta.url).pathname,
        build: { outDir },
        logLevel: 'warn',
      });
    },
  };
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig, { configType }) =>
    configType === 'PRODUCTION'
      ? {
          ...viteConfig,
          base: './',
          define: { ...viteConfig.define, 'import.meta.env.BASE_URL': `window.${appBaseGlobal}` },
          plugins: [...(viteConfig.plugins ?? []), appBaseFromPage(), widgetBesidePreview(), widgetFontsBuild('assets/')],
        }
      : { ...viteConfig, base: './' },
};

export default config;
