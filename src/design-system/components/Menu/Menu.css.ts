import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

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
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const menu = style({
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 180,
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active-item]': { background: vars.color.primarySoft },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const danger = style({ color: vars.color.error });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const separator = style({
  margin: `${vars.space.xs} 0`,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});
