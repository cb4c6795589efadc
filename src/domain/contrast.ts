/**
 * WCAG contrast: which text colour reads on a background. A module of its own, apart from color.ts (which the form
 * schemas load with every editor screen), so only the code that needs it carries it: the editor's Customization step
 * (a lazy part) and the widget.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

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
