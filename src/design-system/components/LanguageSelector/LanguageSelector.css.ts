import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { disabledControl, focusRing, selectTrigger } from '../../styleRules';

export const trigger = style({
  ...selectTrigger,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': disabledControl,
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });
