import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** The steps' row and the generation's stages: lists without bullets or indent. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
/** Items side by side on one line (a long text wraps inside itself rather than below the mark). */
const row = { display: 'flex', alignItems: 'center' } as const;
/** The steps of the flow, as pills; the current one stands out. */
const currentStep = { background: vars.color.primarySoft, color: vars.color.text, fontWeight: vars.fontWeight.semibold };
export const step = style({
  ...row, gap: vars.space.xs, padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted, color: vars.color.textMuted, selectors: { '&[aria-current="step"]': currentStep },
});
/** A spinner beside what it waits for. */
export const pending = style({ ...row, gap: vars.space.sm });
/** A stage of the generation: waiting (muted), current (bold) or done (ticked). */
const currentStage = { color: vars.color.text, fontWeight: vars.fontWeight.semibold };
export const stage = style([pending, { color: vars.color.textMuted, selectors: { '&[data-state="current"]': currentStage, '&[data-state="done"]': { color: vars.color.text } } }]);
export const stageMark = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: '0 0 auto', width: 24, height: 24 });
export const doneMark = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const waitingMark = style({ width: 10, height: 10, borderRadius: vars.radius.pill, border: `2px solid ${vars.color.borderStrong}` });
