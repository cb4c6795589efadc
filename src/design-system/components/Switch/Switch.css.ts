import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 40,
  height: 22,
});

/** The real (native) checkbox with role="switch", invisible but covering the track, so clicks land on it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  pointerEvents: 'none',
  transition: 'background-color 120ms',
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.primary },
    [`${input}[aria-invalid="true"] + &`]: { outline: `2px solid ${vars.color.error}`, outlineOffset: 1 },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.surface,
  transition: 'transform 120ms',
  selectors: {
    [`${input}:checked + ${track} &`]: { transform: 'translateX(18px)' },
  },
});
