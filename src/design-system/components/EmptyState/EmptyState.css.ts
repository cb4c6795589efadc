import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  minWidth: 0,
  maxWidth: 480,
  marginInline: 'auto',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const title = style({ fontSize: vars.fontSize.xl, maxWidth: '100%', overflowWrap: 'anywhere' });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '100%', overflowWrap: 'anywhere' });

export const action = style({ marginTop: vars.space.sm, maxWidth: '100%' });
