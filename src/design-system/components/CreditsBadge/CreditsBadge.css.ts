import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: 28,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const tone = styleVariants({
  normal: { background: vars.color.primarySoft, color: vars.color.primaryActive },
  low: { background: vars.color.warningSoft, color: vars.color.warning, borderColor: vars.color.warning },
  exhausted: { background: vars.color.errorSoft, color: vars.color.error, borderColor: vars.color.error },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const unlimited = style({ fontSize: vars.fontSize.lg, lineHeight: 1 });

export { visuallyHidden } from '../../visuallyHidden.css';
