import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** "Demo" above each demo page's title. */
export const badge = style({
  alignSelf: 'flex-start', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.warningSoft,
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** An e-mail of the list: the whole box is its link. */
export const row = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
  background: vars.color.surface, color: vars.color.text, textDecoration: 'none', ':hover': { borderColor: vars.color.primary },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** The body is plain text from the backend: its line breaks kept. */
export const body = style({ whiteSpace: 'pre-wrap' });

export const back = style({ alignSelf: 'flex-start', color: vars.color.text, fontWeight: vars.fontWeight.semibold });
