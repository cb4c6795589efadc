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

/** WCAG's relative luminance of an opaque hex colour (0 for black … 1 for white). */
export function relativeLuminance(hex: string): number {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((c) => c + c).join('');
  const linear = (i: number) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}

/** WCAG's contrast ratio of two colours: 1 (the same) … 21 (black on white). Body text needs at least 4.5. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The minimum contrast of body text against its background (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour that reads on `background`: `dark` when it reaches 4.5:1 there, else `light`, else black or white,
 * whichever contrasts more (one of them always reaches 4.5:1, on any background).
 */
export function readableTextOn(background: string, dark = '#1d2624', light = '#ffffff'): string {
  if (contrastRatio(dark, background) >= MIN_TEXT_CONTRAST) return dark;
  if (contrastRatio(light, background) >= MIN_TEXT_CONTRAST) return light;
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
