import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 760, padding: `${vars.space.xl} 0` });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const text = style({ margin: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const dangerSection = style([section, { borderColor: vars.color.error }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const maskedKey = style({ fontFamily: vars.font.mono, letterSpacing: '0.05em' });

export const keyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: 480 });

export const grow = style({ flexGrow: 1 });

export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

