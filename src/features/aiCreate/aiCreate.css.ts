import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} 0`,
  maxWidth: 760,
  width: '100%',
  marginInline: 'auto',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[aria-current="step"]': { background: vars.color.primarySoft, color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const stepNumber = style({ fontWeight: vars.fontWeight.semibold });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const text = style({ margin: 0 });

export const quote = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const pending = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const stages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const stage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[data-state="done"]': { color: vars.color.text },
  },
});

export const stageMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: 24,
  height: 24,
});

export const doneMark = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const waitingMark = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
});


export const costBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const costTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const errorText = style({ margin: 0, color: vars.color.error });
