import { style } from '@vanilla-extract/css';
import { vars } from '../design-system/tokens/vars.css';

export const pageSpinner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
  padding: vars.space.xxl,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
});

export const placeholderText = style({ margin: 0, color: vars.color.textMuted });

export const errorPage = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});
