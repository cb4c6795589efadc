import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'grid', gap: vars.space.md, width: '100%', maxWidth: 280, minWidth: 0 });

export const area = style({
  position: 'relative',
  height: 160,
  borderRadius: vars.radius.md,
  cursor: 'crosshair',
  touchAction: 'none',
  backgroundImage: 'linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, transparent)',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', filter: 'grayscale(1)' },
  },
});

export const thumb = style({
  position: 'absolute',
  width: 16,
  height: 16,
  marginLeft: -8,
  marginTop: -8,
  border: '2px solid #fff',
  borderRadius: '50%',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.5)',
  pointerEvents: 'none',
});

export const hue = style({
  width: '100%',
  height: 14,
  margin: 0,
  borderRadius: vars.radius.pill,
  appearance: 'none',
  background: 'linear-gradient(to right, #f00 0%, #ff0 17%, #0f0 33%, #0ff 50%, #00f 67%, #f0f 83%, #f00 100%)',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&::-webkit-slider-thumb': {
      appearance: 'none',
      width: 18,
      height: 18,
      border: '2px solid #fff',
      borderRadius: '50%',
      background: 'transparent',
      boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.5)',
    },
  },
});

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });

export const preview = style({
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const field = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 auto', minWidth: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The hex code in the shared input: in the code font. */
export const hex = style({ fontFamily: vars.font.mono });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: vars.space.xs, border: 'none' });

export const swatch = style({
  width: 28,
  height: 28,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.text}` },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export { visuallyHidden } from '../../visuallyHidden.css';
