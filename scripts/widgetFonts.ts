/**
 * The widget's fonts, served by the app's own host beside widget.js: `widget-fonts/<font>.css` per font of the known
 * list (src/domain/widgetFonts.ts) and the woff2 files it names, next to it. Each sheet is made from the font's
 * @fontsource rules, keeping the weights the widget draws (text 400, labels and buttons 600, headings 700) in the
 * scripts of the app's languages; the browser fetches only the files whose weights and characters a page shows.
 * The widget's build emits them (vite.widget.config.ts); the development server answers the same addresses, under
 * whatever folder the widget's source module is served from.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { widgetFonts, widgetFontSheet } from '../src/domain/widgetFonts.ts';

const WEIGHTS = [400, 600, 700];
const SUBSETS = ['latin', 'latin-ext', 'cyrillic'];

const packageOf = (font: string) => new URL(`../node_modules/@fontsource/${font.toLowerCase().replace(/ /g, '-')}/`, import.meta.url);

/** One font's sheet, with its files named relative to it, and the files it names. */
export function widgetFontSheetOf(font: (typeof widgetFonts)[number]): { css: string; files: string[] } {
  const files: string[] = [];
  const rules: string[] = [];
  for (const weight of WEIGHTS) {
    const source = readFileSync(new URL(`${weight}.css`, packageOf(font)), 'utf8');
    for (const [, name, rule] of source.matchAll(/\/\* ([\w-]+) \*\/\s*(@font-face\s*\{[^}]*\})/g)) {
      if (!SUBSETS.some((subset) => name!.endsWith(`-${subset}-${weight}-normal`))) continue;
      files.push(`${name}.woff2`);
      // woff2 only (every browser the widget supports reads it), from beside the sheet.
      rules.push(rule!.replace(/src:[^;]*;/, `src: url(${name}.woff2) format('woff2');`));
    }
  }
  if (!files.length) throw new Error(`widget-fonts: no rules found for ${font}`);
  return { css: rules.join('\n'), files };
}

const sheets = () => widgetFonts.map((font) => ({ font, ...widgetFontSheetOf(font) }));

/** The development server's answers (the app's and Storybook's, which serve the widget from its source). */
export function widgetFontsServer(): Plugin {
  return {
    name: 'widget-fonts-server',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev').pathname;
        const sheet = sheets().find(({ font }) => path.endsWith(`/${widgetFontSheet(font)}`));
        const file = /\/widget-fonts\/([\w-]+\.woff2)$/.exec(path)?.[1];
        const font = file && widgetFonts.find((candidate) => file.startsWith(`${candidate.toLowerCase().replace(/ /g, '-')}-`));
        if (sheet) {
          response.setHeader('Content-Type', 'text/css');
          response.end(sheet.css);
        } else if (font && file) {
          response.setHeader('Content-Type', 'font/woff2');
          response.setHeader('Access-Control-Allow-Origin', '*');
          response.end(readFileSync(new URL(`files/${file}`, packageOf(font))));
        } else next();
      });
    },
  };
}

/**
 * The widget build's files (vite.widget.config.ts), beside widget.js; `folder` puts them beside another build's
 * scripts (the published Storybook bundles the widget's source into its assets/, where the sheets are looked for).
 */
export function widgetFontsBuild(folder = ''): Plugin {
  return {
    name: 'widget-fonts-build',
    apply: 'build',
    generateBundle() {
      for (const { font, css, files } of sheets()) {
        this.emitFile({ type: 'asset', fileName: `${folder}${widgetFontSheet(font)}`, source: css });
        for (const file of files) this.emitFile({ type: 'asset', fileName: `${folder}widget-fonts/${file}`, source: readFileSync(new URL(`files/${file}`, packageOf(font))) });
      }
    },
  };
}
