import { vars } from './tokens/vars.css';

// Rules several components' styles share, as plain objects to spread into a style() (a style file imports them;
// they generate no CSS of their own, so a style the first paint needs may use them). Spread one where its rules
// stood: a rule after it (a thicker top border, another radius) still overrides it.

/** The keyboard focus ring of a control that draws its own (the same as the global one in tokens/global.css.ts). */
export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

/** A framed surface: a card, an accordion, a panel, a list's box. */
export const framedSurface = { background: vars.color.surface, border: `1px solid ${vars.color.border}` } as const;

/** A framed column that may shrink below its content's width: a card or an accordion. */
export const framedColumn = { display: 'flex', flexDirection: 'column', minWidth: 0, ...framedSurface } as const;

/** An outlined control on the surface: a select-like trigger, a preset chip. */
export const outlinedControl = { ...framedSurface, color: vars.color.text, cursor: 'pointer' } as const;

/** A select's trigger as a row: what it shows (an icon, the value, a chevron) side by side. */
export const selectTrigger = { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, ...outlinedControl } as const;

/** An icon or a number centred in a square that does not shrink: a step's number, a close button. */
export const centredSquare = (size: number) =>
  ({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, width: size, height: size }) as const;

/** A pressable control's disabled look (it stays focusable: aria-disabled). */
export const disabledControl = { cursor: 'not-allowed', opacity: 0.55 } as const;

/** What a button of any kind does on press and focus: the pointer, no text selection, colour changes, the ring. */
export const pressable = {
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: { '&:focus-visible': focusRing, '&[aria-disabled="true"]': disabledControl },
} as const;
