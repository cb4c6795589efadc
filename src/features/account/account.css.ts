import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const section = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const dangerSection = style([section, { borderColor: vars.color.error }]);

export const maskedKey = style({ fontFamily: vars.font.mono, letterSpacing: '0.05em' });

export const keyForm = style({ maxWidth: 480 });

export const grow = style({ flexGrow: 1 });
