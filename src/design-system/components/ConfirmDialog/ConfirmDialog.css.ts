import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ margin: 0 });

export const phraseHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const phrase = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  userSelect: 'all',
  overflowWrap: 'anywhere',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
