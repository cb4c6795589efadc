import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const page = style({ position: 'relative' });

/** "Updating…" over the page's top padding: it comes and goes without moving anything. */
export const refresh = style({
  position: 'absolute',
  top: 0,
  left: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.space.xl,
  color: vars.color.textMuted,
});

export const heading = style({ marginRight: 'auto' });

// A box of its own around the name's one cut line: an inline link around a block has no box to click (WebKit).
export const nameLink = style({ display: 'block', color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const loading = style({ padding: vars.space.xxl });
