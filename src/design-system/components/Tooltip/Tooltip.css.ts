import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const tooltip = style({
  zIndex: vars.zIndex.popover,
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  overflowWrap: 'anywhere',
});
