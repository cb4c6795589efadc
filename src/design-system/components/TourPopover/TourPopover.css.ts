import { style } from '@vanilla-extract/css';
import { TOUR_POPOVER_MAX_WIDTH_PX } from '../../../domain/constants';
import { vars } from '../../tokens/vars.css';
import { closeButton } from '../../parts.css';

/** Ariakit's backdrop: a transparent layer over the page that catches clicks; the SVG inside paints the mask. */
export const backdrop = style({ zIndex: vars.zIndex.tour });

export const maskSvg = style({ display: 'block', width: '100%', height: '100%' });
export const maskFill = style({ fill: vars.color.overlay });

/** The margin kept between the popover and the edges of the viewport. */
export const viewportMargin = 8;

export const popover = style({
  position: 'fixed',
  zIndex: vars.zIndex.tour,
  boxSizing: 'border-box',
  width: `min(${TOUR_POPOVER_MAX_WIDTH_PX}px, calc(100vw - ${2 * viewportMargin}px))`,
  maxWidth: TOUR_POPOVER_MAX_WIDTH_PX,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const close = style([closeButton, { margin: `calc(-1 * ${vars.space.xs})`, borderRadius: vars.radius.md }]);

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm });
