import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  minWidth: 0,
  flex: '1 1 12rem',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const body = style({ padding: vars.space.xl, minWidth: 0, overflowWrap: 'anywhere', flex: 1 });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
