// The widget's budget (size-budget.json `widget`, KB gzip): everything the widget loads before a form is
// usable, i.e. dist/widget.js and any chunk it imports statically (its styles are text inside it). The
// sanitiser chunk, loaded only for forms with HTML, is reported but outside the budget. Run after `vite build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const budget = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8'));
const kb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const loaded = new Set();
const visit = (file) => {
  if (loaded.has(file)) return;
  loaded.add(file);
  const source = readFileSync(join(dist, file), 'utf8');
  for (const [, dep] of source.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"`()]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g)) visit(dep);
};
visit('widget.js');
const total = [...loaded].reduce((sum, file) => sum + kb(file), 0);
const lazy = readdirSync(dist).filter((file) => file.startsWith('widget-') && !loaded.has(file));

console.log(`Widget before the form is usable: ${total.toFixed(1)} KB gzip (${[...loaded].join(', ')}); budget ${budget.widget} KB.`);
for (const file of lazy) console.log(`  lazy, outside the budget: ${file} ${kb(file).toFixed(1)} KB gzip`);
if (total > budget.widget) {
  console.error(`Widget over budget by ${(total - budget.widget).toFixed(1)} KB.`);
  process.exit(1);
}
