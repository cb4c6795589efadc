import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { closeButton } from '../../parts.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay,
});

export const dialog = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  inset: vars.space.lg,
  margin: 'auto',
  display: 'flex',
  flexDirection: 'column',
  height: 'fit-content',
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  // The whole dialog scrolls when its content is taller than the viewport: the dialog itself is focusable
  // (tabindex -1), so keyboard users can scroll it.
  overflowY: 'auto',
  // Always a layer of its own: centred, the dialog often starts on a fraction of a pixel, and whether the browser
  // happened to give it a layer decided on which pixel a border inside it was drawn.
  willChange: 'transform',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const size = styleVariants({
  sm: { width: `min(400px, calc(100vw - 2 * ${vars.space.lg}))` },
  md: { width: `min(560px, calc(100vw - 2 * ${vars.space.lg}))` },
  lg: { width: `min(800px, calc(100vw - 2 * ${vars.space.lg}))` },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
});

export const title = style({ flex: 1, minWidth: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const close = style([closeButton, { margin: `-${vars.space.xs} -${vars.space.sm} 0 0` }]);

export const body = style({
  padding: `0 ${vars.space.xl} ${vars.space.lg}`,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
});
