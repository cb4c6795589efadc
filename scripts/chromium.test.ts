import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isolatedFontconfig, woffToSfnt } from './chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function hasFcMatch(): boolean {
  try {
    execFileSync('fc-match', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the screenshot browser sees only bundled fonts', () => {
  it('unwraps a WOFF into the TrueType font it carries', () => {
    const woff = readFileSync(`${root}node_modules/@fontsource/inter/files/inter-latin-400-normal.woff`);
    const ttf = woffToSfnt(woff);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour (TrueType 0x00010000 or 'OTTO')
    expect(ttf.readUInt16BE(4)).toBe(woff.readUInt16BE(12)); // same number of tables
    expect(ttf.length).toBe(woff.readUInt32BE(16)); // totalSfntSize: the size the WOFF says its font has
  });

  it.runIf(hasFcMatch())('every generic family resolves to a bundled font, never to a system one', () => {
    const env = { ...process.env, FONTCONFIG_FILE: isolatedFontconfig(root) };
    const match = (pattern: string) =>
      execFileSync('fc-match', ['--format', '%{family[0]}|%{file}', pattern], { env, encoding: 'utf8' });
    for (const generic of ['sans-serif', 'serif', 'system-ui', 'Arial', 'DejaVu Sans', 'emoji']) {
      const [family, file] = match(generic).split('|');
      expect({ generic, family }).toEqual({ generic, family: 'Inter' });
      expect(file).toContain('node_modules/.cache/storybook-fontconfig/fonts/');
    }
    expect(match('monospace').split('|')[0]).toBe('JetBrains Mono');
    expect(match('Montserrat:weight=700').split('|')[0]).toBe('Montserrat');
    // Even a character no bundled font has finds no system font to borrow it from.
    const fallbacks = execFileSync('fc-match', ['-s', '--format', '%{file}\\n', 'sans-serif:charset=2713'], { env, encoding: 'utf8' });
    for (const file of fallbacks.trim().split('\n')) expect(file).toContain('node_modules/.cache/storybook-fontconfig/fonts/');
  });
});
