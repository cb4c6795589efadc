import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} pre`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${root} h3, ${root} h4, ${root} h5, ${root} h6`, {
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.lg });

export const link = style({ color: vars.color.primary, textDecoration: 'underline' });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: '0 0.25em',
});

export const pre = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
});
