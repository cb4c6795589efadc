import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const shape = style({
  display: 'block',
  background: vars.color.border,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const variant = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.sm, maxWidth: '100%' },
  block: { borderRadius: vars.radius.md, maxWidth: '100%' },
  circle: { borderRadius: '50%', flexShrink: 0 },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const lastLine = style({ width: '60%' });

export const group = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export { visuallyHidden } from '../../visuallyHidden.css';
