// Checks the production build: the gzip size of the JS the first page loads, against size-budget.json,
// and that heavy parts (the Tiptap editor, the mock backend) are not in it. Run after `vite build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const budget = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

// index.html names the entry script and every chunk it imports statically (modulepreload).
const urls = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);
const base = '/app/';
const files = [...new Set(urls)].map((url) => url.replace(base, ''));

let total = 0;
const offenders = [];
for (const file of files) {
  const source = readFileSync(join(dist, file));
  const gzip = gzipSync(source, { level: 9 }).length;
  total += gzip;
  console.log(`  ${file}  ${(gzip / 1024).toFixed(1)} KB gzip`);
  const map = join(dist, `${file}.map`);
  if (existsSync(map)) {
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    for (const pattern of budget.notInFirstLoad)
      if (sources.some((s) => s.includes(pattern))) offenders.push(`${file} contains ${pattern}`);
  }
}

const totalKb = total / 1024;
console.log(`First-load JS: ${totalKb.toFixed(1)} KB gzip over ${files.length} file(s); budget ${budget.firstLoadJsGzipKb} KB.`);
let failed = false;
if (totalKb > budget.firstLoadJsGzipKb) {
  console.error(`Over budget by ${(totalKb - budget.firstLoadJsGzipKb).toFixed(1)} KB.`);
  failed = true;
}
for (const offender of offenders) {
  console.error(`Not allowed in the first load: ${offender}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
