import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { framedColumn } from '../../styleRules';

export const root = style({
  ...framedColumn,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

/** The header's and the footer's row: its items centred, wrapping when narrow. */
const band = (gap: string, padding: string) => ({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap, padding }) as const;

export const header = style({
  ...band(vars.space.md, `${vars.space.lg} ${vars.space.xl}`),
  justifyContent: 'space-between',
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
  ...band(vars.space.sm, `${vars.space.md} ${vars.space.xl}`),
  justifyContent: 'flex-end',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
