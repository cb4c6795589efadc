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

export const unavailable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '36rem',
  padding: `${vars.space.xl} 0`,
});

export const unavailableTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });

export const unavailableText = style({ margin: 0, color: vars.color.textMuted });
