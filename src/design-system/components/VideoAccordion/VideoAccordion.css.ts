import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.text,
  borderRadius: vars.radius.md,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  aspectRatio: '16 / 9',
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const description = style({ margin: `0 0 ${vars.space.md}` });
