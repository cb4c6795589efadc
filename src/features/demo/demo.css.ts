import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const badge = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const email = style({ padding: vars.space.lg, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });

/** The body is plain text from the backend: its line breaks kept, long words broken. */
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });

export const back = style({ alignSelf: 'flex-start', color: vars.color.text, fontWeight: vars.fontWeight.semibold });
