import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { dropdownItem, dropdownPanel } from '../../parts.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  // The focus outline comes from the shared control box (its :focus-within rule).
  selectors: {
    '&[aria-expanded="true"]': { borderColor: vars.color.primary },
  },
});

export const value = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.textMuted });

export const arrow = style({ flexShrink: 0, color: vars.color.textMuted });

export const popover = style([
  dropdownPanel,
  {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: 'min(300px, var(--popover-available-height, 300px))',
    overflowY: 'auto',
    color: vars.color.text,
    // A strong border instead of a blurred shadow: blurred shadows are not pixel-stable in screenshots.
    borderColor: vars.color.borderStrong,
    boxShadow: 'none',
  },
]);

export const item = style([
  dropdownItem,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 40,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    overflowWrap: 'anywhere',
    selectors: {
      '&[aria-selected="true"]': { color: vars.color.primaryActive },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const check = style({ flexShrink: 0, width: 16, color: vars.color.primary });
