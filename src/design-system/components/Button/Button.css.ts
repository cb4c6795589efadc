import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { pressable } from '../../styleRules';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  // A button that navigates is an <a>: it looks like every other button, not like a link in a sentence.
  textDecoration: 'none',
  ...pressable,
  selectors: { ...pressable.selectors, '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 } },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover },
      '&:active:not([aria-disabled="true"])': { background: vars.color.primaryActive },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.primarySoft },
    },
  },
  text: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.primarySoft },
      // A toggle that is on (a switch of parts, e.g. the editor preview's): filled like a primary button, so it reads
      // as chosen beside the plain ones (the soft tint of hover is below 4.5:1 for the primary text).
      '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
      '&[aria-pressed="true"]:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover },
    },
  },
  danger: {
    background: vars.color.error,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.errorHover },
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: 32, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { minHeight: 40, padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
  lg: { minHeight: 48, padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ width: '100%' });

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const icon = style({ display: 'inline-flex', flexShrink: 0 });
