import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} 0`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 420,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const heading = style({ fontSize: vars.fontSize.xxl });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});

export const switchLine = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
});

/** The demo provider's account choice: a long address breaks inside the button instead of overflowing it. */
export const demoAccount = style({ marginTop: vars.space.md, height: 'auto', minHeight: 44, whiteSpace: 'normal', overflowWrap: 'anywhere' });
