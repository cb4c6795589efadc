import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { framedSurface } from '../../styleRules';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, maxWidth: '100%' });

export const entry = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minWidth: 0 });
/** The Add button keeps its word whole on a narrow card (375 px): the input's box is what gives way. */
globalStyle(`${entry} > button`, { flexShrink: 0 });

/** The input's box takes the row's width beside the Add button. */
export const box = style({ flex: '1 1 auto', width: 'auto' });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error, overflowWrap: 'anywhere' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  ...framedSurface,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.md}`,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&[aria-busy="true"]': { color: vars.color.textMuted },
  },
});

export const value = style({ minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.fontSize.md });

export const itemError = style([error, { gridColumn: '1 / -1', paddingBottom: vars.space.xs }]);

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
