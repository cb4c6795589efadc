/** Colour helpers for form preferences: the picker stores a colour as hex text plus HSL parts. */
export type HslParts = { h: number; s: number; l: number; a?: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** '#0a8' or '#00aa88' or '#00aa88cc' → HSL with h in degrees, s and l in 0..1 (the picker's scale). */
export function hexToHsl(hex: string): HslParts {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((c) => c + c).join('');
  const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16) / 255;
  const r = channel(0);
  const g = channel(2);
  const b = channel(4);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === r) h = 60 * (((g - b) / d) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  if (h < 0) h += 360;
  const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
  const parts: HslParts = { h: round(h, 2), s: round(s, 4), l: round(l, 4) };
  if (digits.length === 8) parts.a = round(channel(6), 4);
  return parts;
}

/** Normalised hex text: lower case with a leading '#'. */
export function normalizeHex(hex: string): string {
  const t = hex.trim().toLowerCase();
  return t.startsWith('#') ? t : `#${t}`;
}
