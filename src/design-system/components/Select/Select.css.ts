import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

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

export const popover = style({
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(300px, var(--popover-available-height, 300px))',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.color.surface,
  // A strong border instead of a blurred shadow: blurred shadows are not pixel-stable in screenshots.
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active-item]': { background: vars.color.primarySoft },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold, color: vars.color.primaryActive },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ flexShrink: 0, width: 16, color: vars.color.primary });
