import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

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
