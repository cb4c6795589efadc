/**
 * The owner's look as the widget's own style sheet: colours, fonts, size and alignment as variables and rules on
 * `.w` (the widget's box, styled by BASE_CSS in css.ts), then the owner's overrides and custom CSS, confined.
 */
import { readableTextOn } from '../domain/contrast';
import type { WidgetModel } from '../domain/widgetModel';
import { confineOwnerCss, fontName, overridesCss } from './css';

/** A width or height as CSS: a number or a plain length in pixels, a length with a unit as it is, else none. */
const cssSize = (v: number | string | null) =>
  typeof v === 'number' ? `${v}px` : v && /^\d+(\.\d+)?(px|%|rem|em|vw|vh)?$/.test(v) ? (/\d$/.test(v) ? `${v}px` : v) : null;

/** #rgb, #rrggbb or #rrggbbaa: what the contrast below can read (and the editor's colour picker makes). */
const hex = (c?: { hex?: string }) => (c?.hex && /^#([0-9a-f]{3}){1,2}$|^#[0-9a-f]{8}$/i.test(c.hex) ? c.hex : null);

export function themeCss(m: WidgetModel): string {
  const bg = !m.transparent_background && hex(m.preferences?.bgColor);
  const rules = [
    hex(m.preferences?.primaryColor) && `--p:${hex(m.preferences.primaryColor)}`,
    // Text and descriptions take the colour that reads on the owner's background (4.5:1, computed): dark on light,
    // light on dark, whatever the owner picked.
    bg && `--bg:${bg}`,
    bg && `--fg:${readableTextOn(bg, '#1f2937')};--fd:${readableTextOn(bg, '#4b5563')}`,
    fontName(m.header_font) && `--fh:"${fontName(m.header_font)}"`,
    fontName(m.body_font) && `--fb:"${fontName(m.body_font)}"`,
    cssSize(m.width) && `max-width:${cssSize(m.width)}`,
    cssSize(m.height) && `min-height:${cssSize(m.height)}`,
    m.alignment && /^(left|center|right)$/.test(m.alignment) && `text-align:${m.alignment}`,
  ].filter(Boolean);
  return `.w{${rules.join(';')}}\n${confineOwnerCss(overridesCss(m.fields?.formCssOverrides ?? {}) + '\n' + (m.custom_css ?? ''))}`;
}
