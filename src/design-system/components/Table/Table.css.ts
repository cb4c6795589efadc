import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { focusRing, selectTrigger } from '../../styleRules';
import { box as checkBox } from '../Checkbox/Checkbox.css';
import { dropdownItem, dropdownPanel, sweepingBand } from '../../parts.css';

export const root = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, maxWidth: '100%' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
});

export const selectedCount = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const scroller = style({
  overflowX: 'auto',
  // Holds the cells' visually hidden labels too: positioned outside it, they would widen the page.
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // Lets a pinned column know whether more of the table lies under it (scroll-state container queries).
  containerType: 'scroll-state',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
/**
 * The next page is on its way: a band sweeps along the top of the frame (with reduced motion it stays). The rows
 * shown keep their full contrast: they are still the real previous page, readable and selectable.
 */
export const staleBar = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 2,
  height: 3,
  ...sweepingBand,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

/** Columns stay readable (the frame scrolls sideways instead) and long unbroken text wraps within 20rem. */
export const cellContent = style({ display: 'block', minWidth: '6rem', maxWidth: '20rem', overflowWrap: 'anywhere' });

export const alignEnd = style({ textAlign: 'end' });

/** A column kept in view at the end while the frame scrolls sideways; the rows scroll under it. */
export const pinnedEnd = style({
  position: 'sticky',
  insetInlineEnd: 0,
  // A line at its edge while columns lie under it, so the reader knows the table goes on.
  '@container': { 'scroll-state(scrollable: inline-end)': { boxShadow: `inset 1px 0 0 ${vars.color.border}` } },
});

/** A pinned body cell is opaque, in the colour of its row; the last one rounds as the frame does (it is not clipped). */
export const pinnedCell = style([
  pinnedEnd,
  {
    background: vars.color.surface,
    selectors: {
      'tr:last-child > &': { borderEndEndRadius: `calc(${vars.radius.md} - 1px)` },
      'tr[data-selected="true"] > &': { background: vars.color.primarySubtle },
      'tr:hover:not([data-selected="true"]) > &': { background: vars.color.background },
    },
  },
]);

// As narrow as its actions, so the column scrolling under it still shows at its edge: a sign there is more. Its
// actions keep their words whole: the table squeezes the other columns, never the buttons.
globalStyle(`${pinnedCell} > ${cellContent}`, { minWidth: 0, whiteSpace: 'nowrap', overflowWrap: 'normal' });

export const checkCell = style({ width: 44, paddingInlineEnd: 0 });

export const row = style({
  selectors: {
    '&[data-selected="true"]': { background: vars.color.primarySubtle },
    '&:hover:not([data-selected="true"])': { background: vars.color.background },
  },
});

/** The row checkbox: the design system's own drawn box, a little smaller than a form's. */
export const checkbox = style([checkBox, { width: 18, height: 18 }]);

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `-${vars.space.xs} -${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});

export const sortIcon = style({ display: 'inline-flex', opacity: 0.45, selectors: { '[aria-sort] &': { opacity: 1 } } });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  height: 12,
  width: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const empty = style({ padding: `${vars.space.xxl} ${vars.space.md}`, textAlign: 'center', color: vars.color.textMuted });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const pageSize = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const pageSizeTrigger = style({
  ...selectTrigger,
  minHeight: 32,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const popover = dropdownPanel;

export const option = style([dropdownItem, { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm }]);

export const range = style({ margin: 0, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const pageButtons = style({ display: 'inline-flex', gap: vars.space.xxs });

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.primarySoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[aria-disabled="true"]': { color: vars.color.border, cursor: 'not-allowed' },
  },
});
