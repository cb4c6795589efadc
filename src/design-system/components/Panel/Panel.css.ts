import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

/** In a grid or a row the panel may shrink below its content's width (its content wraps or scrolls inside). */
export const root = style({ minWidth: 0 });

export const tone = styleVariants({
  plain: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
  muted: { background: vars.color.surfaceMuted },
});

export const padding = styleVariants({ md: { padding: vars.space.md }, lg: { padding: vars.space.lg } });

export const radius = styleVariants({ md: { borderRadius: vars.radius.md }, lg: { borderRadius: vars.radius.lg } });
