import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  flexShrink: 0,
  maxWidth: 280,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: -1,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
