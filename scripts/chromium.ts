import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** Flags that let Chromium start as root on this kind of machine and keep it off the (closed) network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Repeatable pixels for zero-tolerance screenshots: one raster thread, whole frames, sRGB, no LCD text.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
  '--disable-partial-raster',
  '--num-raster-threads=1',
  '--disable-skia-runtime-opts',
  '--run-all-compositor-stages-before-draw',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
  '--disable-checker-imaging',
];

function playwrightsOwnChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core') as { chromium: { executablePath(): string } };
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the browser tests and e2e find Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium,
 * then Playwright's own download. Without one, stop with a single line that says how to get one.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const own = playwrightsOwnChromium();
  if (own) return own;
  throw new Error(
    'No Chromium found: install one (`apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

const bundledFontPackages = ['@fontsource/inter', '@fontsource/montserrat', '@fontsource/jetbrains-mono'];

/**
 * A fontconfig of its own for the Chromium that takes screenshots: its only "system" fonts are the ones the app
 * bundles from npm, and every generic family (sans-serif, serif, system-ui, monospace, emoji …) is one of them.
 * So a glyph or a stack that falls through to the system draws with the same font on every machine, whatever
 * fonts it has installed, and rendering settings (antialiasing, hinting) come from here, not from /etc/fonts.
 * Returns the path of the generated fonts.conf, for FONTCONFIG_FILE.
 */
export function isolatedFontconfig(root: string = process.cwd()): string {
  const dir = join(root, 'node_modules', '.cache', 'storybook-fontconfig');
  mkdirSync(join(dir, 'cache'), { recursive: true });
  // Chromium's own FreeType reads no WOFF, so the packages' .woff files are unwrapped to plain TrueType here.
  const fontDir = join(dir, 'fonts');
  mkdirSync(fontDir, { recursive: true });
  for (const name of bundledFontPackages) {
    const files = join(root, 'node_modules', name, 'files');
    if (!existsSync(files)) throw new Error(`${name} is missing: run npm ci.`);
    for (const file of readdirSync(files).filter((f) => f.endsWith('.woff'))) {
      const target = join(fontDir, file.replace(/\.woff$/, '.ttf'));
      if (existsSync(target)) continue;
      // Written aside and renamed, so a browser starting meanwhile never reads half a font.
      writeFileSync(`${target}.${process.pid}`, woffToSfnt(readFileSync(join(files, file))));
      renameSync(`${target}.${process.pid}`, target);
    }
  }
  const fontDirs = [`  <dir>${fontDir}</dir>`];
  const alias = (generic: string, family: string) =>
    `  <alias binding="strong"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...fontDirs,
    `  <cachedir>${join(dir, 'cache')}</cachedir>`,
    ...['sans-serif', 'serif', 'system-ui', 'ui-sans-serif', 'ui-serif', 'cursive', 'fantasy', 'emoji', 'math'].map(
      (generic) => alias(generic, 'Inter'),
    ),
    ...['monospace', 'ui-monospace'].map((generic) => alias(generic, 'JetBrains Mono')),
    '  <match target="pattern"><edit name="family" mode="append_last"><string>Inter</string></edit></match>',
    '  <match target="font">',
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hinting" mode="assign"><bool>false</bool></edit>',
    '    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>',
    '    <edit name="autohint" mode="assign"><bool>false</bool></edit>',
    '    <edit name="rgba" mode="assign"><const>none</const></edit>',
    '    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>',
    '    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>',
    '  </match>',
    '</fontconfig>',
    '',
  ].join('\n');
  const file = join(dir, 'fonts.conf');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== conf) {
    writeFileSync(`${file}.${process.pid}`, conf);
    renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}

/** A WOFF 1.0 font as the TrueType/OpenType file it wraps: the same tables, inflated where compressed. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) [searchRange, entrySelector] = [searchRange * 2, entrySelector + 1];
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}

/** The version of a Chromium binary, e.g. "Chromium 150.0.7871.100", or undefined when it cannot say. */
export function chromiumVersion(executable: string): string | undefined {
  try {
    const out = execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const match = /(\d+\.\d+\.\d+\.\d+)/.exec(out);
    return match ? `Chromium ${match[1]}` : undefined;
  } catch {
    return undefined;
  }
}
