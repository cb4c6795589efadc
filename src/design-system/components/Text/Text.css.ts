import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** A paragraph sits in a layout box: the box's gap spaces it, not the browser's own margins. */
export const text = style({ margin: 0 });

export const tone = styleVariants({
  muted: { color: vars.color.textMuted },
  error: { color: vars.color.error },
  success: { color: vars.color.success },
});

export const size = styleVariants({ xs: { fontSize: vars.fontSize.xs }, sm: { fontSize: vars.fontSize.sm }, lg: { fontSize: vars.fontSize.lg } });

export const weight = styleVariants({
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
});

/** Owner content and long addresses break anywhere rather than overflow their box. */
export const breakable = style({ overflowWrap: 'anywhere' });

export const centered = style({ textAlign: 'center' });

export const headingSize = styleVariants({
  page: { fontSize: vars.fontSize.xxl },
  section: { fontSize: vars.fontSize.lg },
  item: { fontSize: vars.fontSize.md },
});

/** A short note in a tinted box: what to know before going on (a demo, a missing step, a failure). */
export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const noteTone = styleVariants({
  info: { background: vars.color.infoSoft, color: vars.color.text },
  warning: { background: vars.color.warningSoft, color: vars.color.text },
});
