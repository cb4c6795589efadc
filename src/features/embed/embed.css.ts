import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const demoNote = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
