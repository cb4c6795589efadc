import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { closeButton } from '../../parts.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderLeftWidth: 4,
  color: vars.color.text,
  minWidth: 0,
});

export const tone = styleVariants({
  info: { background: vars.color.infoSoft, borderColor: vars.color.info },
  success: { background: vars.color.successSoft, borderColor: vars.color.success },
  warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
  error: { background: vars.color.errorSoft, borderColor: vars.color.error },
});

export const iconTone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  error: { color: vars.color.error },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, paddingTop: 2 });

export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export const texts = style({ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontFamily: vars.font.body, fontSize: vars.fontSize.md });

export const text = style({ margin: 0 });

/** On a tinted banner: the text's colour, a darker tint on hover. */
export const close = style([
  closeButton,
  {
    margin: `-${vars.space.xs} -${vars.space.sm} 0 0`,
    color: vars.color.text,
    selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.06)', color: vars.color.text } },
  },
]);
