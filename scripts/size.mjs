// `npm run size`: what the production build costs, gzip, against size-budget.json (budgets only ever go down).
// - First load of /app/login and /app/forms: the entry with its modulepreloads, plus every script the page fetched
//   before the app's first render (the route's lazy screen, the language's texts), measured in Chromium over the
//   build served by scripts/serve.mjs. The demo backend's chunk is not counted there: the first paint never waits
//   for it, and a build with VITE_API_URL has none.
// - Every lazy chunk, with what it imports beyond the first load and its importers' own chunks: named ones (mock backend, Tiptap editor,
//   charts) have their own budget, any other the default one, so a heavy screen or library shows up here.
// - The widget (dist/widget.js, its own build), once it exists.
// - No screen in the entry: a module named *Screen.tsx or screens.ts under src/features must load lazily.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumPath, pages } from './pages.mjs';
import { serveDist } from './serve.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
const budget = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const kb = (bytes) => bytes / 1024;
const gzipSizes = new Map();
const gzip = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};
const total = (files) => [...files].reduce((sum, file) => sum + gzip(file), 0);
const sourcesOf = (file) => {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources ?? [] : [];
};

/** A manifest entry and everything it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const jsFiles = (keys) => new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
const cssFiles = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
const entryKeys = closure(entryKey);
const entryJs = jsFiles(entryKeys);
const mockKey = Object.keys(manifest).find((key) => key.startsWith('mocks/browser.'));
const mockJs = new Set([...jsFiles(closure(mockKey))].filter((file) => !entryJs.has(file)));

const rows = [];
const failures = [];
const row = (name, bytes, limitKb, note = '') => {
  const over = bytes !== null && limitKb !== null && kb(bytes) > limitKb;
  if (over) failures.push(`${name}: ${kb(bytes).toFixed(1)} KB is over its budget of ${limitKb} KB`);
  rows.push([name, bytes === null ? '—' : kb(bytes).toFixed(1), limitKb ?? '', over ? 'OVER' : note || (bytes === null ? '' : 'ok')]);
};

// 1. First load per page, measured in Chromium.
const server = await serveDist({ dist });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
const firstLoads = [];
try {
  for (const page of pages) {
    const context = await browser.newContext();
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, page.storage);
    const tab = await context.newPage();
    await tab.goto(`${server.origin}${page.path}`);
    await tab.waitForFunction(() => performance.getEntriesByName('app:render').length > 0, null, { timeout: 30_000 });
    const fetched = await tab.evaluate(() => {
      const render = performance.getEntriesByName('app:render')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= render)
        .map((entry) => new URL(entry.name).pathname);
    });
    await context.close();
    const files = new Set(entryJs);
    for (const path of fetched) if (path.endsWith('.js')) files.add(path.replace(/^\/app\//, ''));
    for (const file of mockJs) files.delete(file);
    firstLoads.push({ page, files });
  }
} finally {
  await browser.close();
  await server.close();
}

rows.push(['First load: JS before the first paint', 'KB gzip', 'budget', '']);
for (const { page, files } of firstLoads) {
  row(`  ${page.path}`, total(files), budget.firstLoadKb);
  for (const file of [...files].sort((a, b) => gzip(b) - gzip(a)))
    rows.push([`      ${file}${entryJs.has(file) ? ' (entry)' : ''}`, kb(gzip(file)).toFixed(1), '', '']);
}
row('  CSS of the entry', total(cssFiles(entryKeys)), budget.firstLoadCssKb);

/**
 * What is surely loaded when a lazy chunk is asked for: the scripts that every chunk importing it dynamically has
 * loaded already (a chart loaded from the results screen does not bring the results screen again).
 */
function loadedByEveryImporter(key) {
  const importers = Object.keys(manifest).filter((other) => other !== entryKey && (manifest[other].dynamicImports ?? []).includes(key));
  if (importers.length === 0 || (manifest[entryKey].dynamicImports ?? []).includes(key)) return new Set();
  const loaded = importers.map((importer) => jsFiles(closure(importer)));
  return new Set([...loaded[0]].filter((file) => loaded.every((set) => set.has(file))));
}

// 2. Lazy chunks: each dynamic import with what it adds beyond the first load and beyond what its importers load.
rows.push(['Lazy chunks (with their own imports)', '', '', '']);
const lazy = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const files = [...jsFiles(closure(key))].filter((file) => !entryJs.has(file) && !loadedByEveryImporter(key).has(file));
    return { key, files, bytes: total(files), sources: files.flatMap(sourcesOf) };
  })
  .filter(({ files }) => files.length > 0);
const named = new Set();
for (const chunk of budget.lazyChunks) {
  const matching = lazy.filter(
    ({ key, sources }) => key === chunk.module || (chunk.sources ?? []).some((pattern) => sources.some((s) => s.includes(pattern))),
  );
  if (matching.length === 0) {
    row(`  ${chunk.name}`, null, chunk.kb, 'not a chunk of its own in this build');
    continue;
  }
  for (const match of matching) {
    named.add(match.key);
    row(`  ${chunk.name}${matching.length > 1 ? ` (${match.key})` : ''}`, match.bytes, chunk.kb);
  }
}
for (const chunk of lazy.filter(({ key }) => !named.has(key)).sort((a, b) => b.bytes - a.bytes))
  row(`  ${chunk.key}`, chunk.bytes, budget.lazyChunkKb);

// 3. The widget, a separate build.
const widget = join(dist, 'widget.js');
if (existsSync(widget)) row('Widget: dist/widget.js', gzipSync(readFileSync(widget), { level: 9 }).length, budget.widget);
else row('Widget: dist/widget.js', null, budget.widget, 'skipped: not built yet');

// 4. What must never be in a first load, and no screen in the entry.
for (const { page, files } of firstLoads)
  for (const file of files)
    for (const pattern of budget.notInFirstLoad)
      if (sourcesOf(file).some((source) => source.includes(pattern)))
        failures.push(`${page.path}: ${file} brings ${pattern} into the first load`);
for (const file of entryJs)
  for (const source of sourcesOf(file))
    if (
      /src\/features\/.*(Screen\.tsx|\/screens\.ts)$/.test(source) &&
      !budget.screensAllowedInEntry.some((allowed) => source.endsWith(allowed))
    )
      failures.push(`${source.replace(/^(\.\.\/)+/, '')} is in the entry: load screens with \`lazy\` in src/app/routes.tsx (docs/conventions.md)`);

const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, size, limit, status] of rows)
  console.log(`${name.padEnd(width)}  ${String(size).padStart(8)}  ${String(limit).padStart(6)}  ${status}`);
for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(failures.length ? `size: ${failures.length} problem(s).` : 'size: every budget is met.');
process.exit(failures.length ? 1 : 0);
