import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { framedColumn } from '../../styleRules';

export const root = style({
  ...framedColumn,
  borderRadius: vars.radius.md,
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.body, fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

// Two drawn chevrons instead of a rotated one: a rotated SVG rasterises differently from run to run.
export const chevronDown = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[aria-expanded="true"] > &': { display: 'none' } },
});

export const chevronUp = style({
  display: 'none',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[aria-expanded="true"] > &': { display: 'inline-flex' } },
});

export const content = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
