import { defineConfig } from 'vite';
import { widgetFontsBuild } from './scripts/widgetFonts.ts';

/*
 * The embeddable widget's own build: `src/widget/main.ts` → `widget.js` (stable name, no hash: owners' pages
 * link it forever; the share page adds a timestamp to bust caches). An ES module, so the HTML sanitiser is a
 * separate chunk loaded only for forms with HTML. No React, no CSS files: the styles are text in the script.
 * `npm run build` runs it after the app's build, into the same folder (vite.config.ts, widgetBuild). The fonts a form
 * may choose are files of their own beside it (scripts/widgetFonts.ts), loaded by the widget after it shows.
 */
export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [widgetFontsBuild()],
  build: {
    target: 'es2022',
    emptyOutDir: false,
    sourcemap: false,
    modulePreload: false,
    copyPublicDir: false,
    // Library mode: the one way to keep Vite's preload helper (0.7 KB gzip, for preloading dependencies the sanitiser
    // chunk does not have) out of the script. Library mode leaves whitespace in ES output, so the output is minified.
    lib: { entry: new URL('./src/widget/main.ts', import.meta.url).pathname, formats: ['es'], fileName: () => 'widget.js' },
    rollupOptions: {
      output: {
        minify: true,
        chunkFileNames: 'widget-[name]-[hash].js',
      },
    },
  },
});
