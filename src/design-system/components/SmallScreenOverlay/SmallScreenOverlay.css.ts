import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflowY: 'auto',
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 88,
  height: 88,
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const title = style({ fontSize: vars.fontSize.xl, maxWidth: 420, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, maxWidth: 420, color: vars.color.textMuted, overflowWrap: 'anywhere' });
