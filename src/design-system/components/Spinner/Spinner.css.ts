import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

export const size = styleVariants({
  sm: { width: 14, height: 14, borderWidth: 2 },
  md: { width: 20, height: 20, borderWidth: 2 },
  lg: { width: 36, height: 36, borderWidth: 3 },
});

export const tone = styleVariants({
  current: {},
  primary: { color: vars.color.primary },
  muted: { color: vars.color.textMuted },
});

export { visuallyHidden } from '../../visuallyHidden.css';
