import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { pressable } from '../../styleRules';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  ...pressable,
});

export const variant = styleVariants({
  ghost: {
    background: 'transparent',
    color: vars.color.textMuted,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.primarySoft, color: vars.color.primary },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.primarySoft } },
  },
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover } },
  },
  danger: {
    background: 'transparent',
    color: vars.color.error,
    selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.errorSoft } },
  },
});

export const size = styleVariants({
  sm: { width: 32, height: 32 },
  md: { width: 40, height: 40 },
  lg: { width: 48, height: 48 },
});

export const icon = style({ display: 'inline-flex', pointerEvents: 'none' });
