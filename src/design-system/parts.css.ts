import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './tokens/vars.css';

// Styles that several later-loaded components share, defined once: a component composes one and adds what
// differs. Apart from shared.css.ts, which start-up components use, so the first load does not carry these.

/** The × that closes a dialog, a banner, a tour step or a snackbar: a square, borderless icon button. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

/** The panel a menu, a select or a language list opens in. */
export const dropdownPanel = style({
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

/** A choice in such a panel: highlighted while active (pointer or arrow keys), bold when it is the chosen one. */
export const dropdownItem = style({
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-active-item]': { background: vars.color.primarySoft },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
  },
});

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

/**
 * Something is on its way, for as long as it takes: a band sweeps along the element (with reduced motion it stays,
 * in the middle). A progress bar without a value and a table loading its next page draw it.
 */
export const sweepingBand = {
  backgroundImage: `linear-gradient(90deg, transparent 25%, ${vars.color.primary} 50%, transparent 75%)`,
  backgroundSize: '200% 100%',
  backgroundPosition: '50% 0',
  animation: `${sweep} 1.6s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
} as const;
