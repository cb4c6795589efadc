import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** The steps' row and the generation's stages: lists without bullets or indent. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The steps of the flow, as pills; the current one stands out. */
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-current="step"]': { background: vars.color.primarySoft, color: vars.color.text, fontWeight: vars.fontWeight.semibold } },
});

/** A spinner beside what it waits for. */
export const pending = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold }, '&[data-state="done"]': { color: vars.color.text } },
});

export const stageMark = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: '0 0 auto', width: 24, height: 24 });
export const doneMark = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const waitingMark = style({ width: 10, height: 10, borderRadius: vars.radius.pill, border: `2px solid ${vars.color.borderStrong}` });
