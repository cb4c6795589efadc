import { globalStyle, style } from '@vanilla-extract/css';
import { SUGGESTION_LIST_MAX_HEIGHT_PX, SUGGESTION_ROW_HEIGHT_PX } from '../../../domain/constants';
import { vars } from '../../tokens/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const box = style({
  position: 'relative',
  boxSizing: 'border-box',
  minHeight: 120,
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
  },
});

/** With a `height` prop the box has that fixed height (set inline: a run-time value) and scrolls. */
export const fixedHeight = style({ minHeight: 0 });

export const disabled = style({
  opacity: 0.55,
  background: vars.color.surfaceMuted,
  cursor: 'not-allowed',
});

/** The editable area (ProseMirror's root element) and the skeleton share these metrics, so nothing jumps. */
export const content = style({
  boxSizing: 'border-box',
  minHeight: '100%',
  padding: `${vars.space.md} ${vars.space.lg}`,
  outline: 'none',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
});

globalStyle(`${content} p`, { margin: 0, minHeight: `calc(${vars.lineHeight.normal} * 1em)` });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.textMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const skeleton = style([content, { color: vars.color.textMuted }]);

export const chip = style({
  display: 'inline-block',
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  margin: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryActive,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '1.6',
  whiteSpace: 'nowrap',
  verticalAlign: 'baseline',
  userSelect: 'all',
});

/** A mention of a deleted field: struck through on the error colours, with a dashed edge. */
export const brokenChip = style({
  background: vars.color.errorSoft,
  color: vars.color.error,
  outline: `1px dashed ${vars.color.error}`,
  outlineOffset: -1,
  textDecoration: 'line-through',
});

export const chipRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chipButton = style([
  chip,
  {
    margin: 0,
    border: `1px solid ${vars.color.primary}`,
    fontFamily: vars.font.body,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-disabled="true"])': { background: vars.color.surface },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
]);

export const suggestionList = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  minWidth: 240,
  maxWidth: 360,
  maxHeight: SUGGESTION_LIST_MAX_HEIGHT_PX,
  overflowY: 'auto',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
});

export const suggestionOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  boxSizing: 'border-box',
  height: SUGGESTION_ROW_HEIGHT_PX,
  padding: `0 ${vars.space.lg}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.primaryActive },
  },
});

export const suggestionRef = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const suggestionEmpty = style({
  display: 'flex',
  alignItems: 'center',
  height: SUGGESTION_ROW_HEIGHT_PX,
  padding: `0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The mention decoration while a `#query` is being typed. */
globalStyle(`${content} .prompt-suggestion`, {
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
