import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textTransform: 'uppercase',
});

export const picture = style({ width: '100%', height: '100%', objectFit: 'cover' });
