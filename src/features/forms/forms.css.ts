import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const page = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: `${vars.space.xl} 0` });

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

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const heading = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.xxl });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const intro = style({ margin: 0, color: vars.color.textMuted });

// A box of its own around the name's one cut line: an inline link around a block has no box to click (WebKit).
export const nameLink = style({ display: 'block', color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });

export const muted = style({ color: vars.color.textMuted });


export const dialogText = style({ margin: 0 });

/** Read by screen readers, not shown (labels of controls whose column says what they are). */
