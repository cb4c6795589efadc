// The widget's budget (size-budget.json `widget`, KB gzip): everything the widget loads before a form is
// usable, i.e. dist/widget.js and any chunk it imports statically (its styles are text inside it). The
// sanitiser chunk, loaded only for forms with HTML, is reported but outside the budget; the chat embed's chunk has
// its own (`widgetChat`). Run after `vite build`.
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
// Scripts only: widget-fonts/ (the fonts' sheets and files, loaded after the form shows) is a folder beside them.
const lazy = readdirSync(dist).filter((file) => file.startsWith('widget-') && file.endsWith('.js') && !file.startsWith('widget-chatView-') && !loaded.has(file));

console.log(`Widget before the form is usable: ${total.toFixed(1)} KB gzip (${[...loaded].join(', ')}); budget ${budget.widget} KB.`);
for (const file of lazy) console.log(`  lazy, outside the budget: ${file} ${kb(file).toFixed(1)} KB gzip`);
let failed = total > budget.widget;
if (failed) console.error(`Widget over budget by ${(total - budget.widget).toFixed(1)} KB.`);

// The chat embed's chunk (src/widget/chat/chatView.ts), loaded only for roots that name a chat: its own budget,
// counted with every chunk it imports. It must not import widget.js: a page that loaded the script with a query
// (the share page's cache-busting timestamp) would then load and run a second copy of it.
const chat = readdirSync(dist).find((file) => /^widget-chatView-.*\.js$/.test(file));
if (!chat) {
  console.error('The chat chunk (widget-chatView-*.js) is missing from the build.');
  failed = true;
} else {
  const chatFiles = new Set();
  const visitChat = (file) => {
    if (chatFiles.has(file)) return;
    chatFiles.add(file);
    const source = readFileSync(join(dist, file), 'utf8');
    for (const [, dep] of source.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"`()]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g)) visitChat(dep);
  };
  visitChat(chat);
  const chatKb = [...chatFiles].reduce((sum, file) => sum + kb(file), 0);
  console.log(`Chat embed chunk: ${chatKb.toFixed(1)} KB gzip (${[...chatFiles].join(', ')}); budget ${budget.widgetChat} KB.`);
  if (chatFiles.has('widget.js')) {
    console.error('The chat chunk imports widget.js: hand it what it needs from src/widget/chatMount.ts instead.');
    failed = true;
  }
  if (chatKb > budget.widgetChat) {
    console.error(`Chat chunk over budget by ${(chatKb - budget.widgetChat).toFixed(1)} KB.`);
    failed = true;
  }
}
if (failed) process.exit(1);
