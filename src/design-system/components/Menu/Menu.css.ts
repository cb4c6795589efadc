import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { focusRing } from '../../styleRules';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 40,
  minHeight: 40,
  padding: vars.space.xs,
  border: `1px solid transparent`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.primarySoft },
    '&:focus-visible': focusRing,
  },
});
