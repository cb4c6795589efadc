import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { dropdownItem, dropdownPanel } from '../../parts.css';

// The open menu's styles, loaded with it (the trigger's are in Menu.css.ts, with the first load).
export const menu = style([
  dropdownPanel,
  { display: 'flex', flexDirection: 'column', minWidth: 180, maxWidth: 'min(320px, calc(100vw - 16px))' },
]);

export const item = style([
  dropdownItem,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 36,
    padding: `${vars.space.sm} ${vars.space.md}`,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
  },
]);

export const danger = style({ color: vars.color.error });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const separator = style({
  margin: `${vars.space.xs} 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});
