import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../../tokens/tokens';
import { vars } from '../../tokens/vars.css';
import { focusRing, outlinedControl } from '../../styleRules';

export const root = style({ margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'grid', gap: vars.space.sm });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const preset = style({
  minHeight: 32,
  padding: `${vars.space.xs} ${vars.space.md}`,
  ...outlinedControl,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: vars.color.surfaceMuted },
  },
});

export const fields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });

export const field = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, flex: '1 1 150px' });

/** Added to the shared input: the date input's own calendar icon. */
export const dateInput = style({});

// The calendar button's icon is drawn here: the browser's own picture differs between browsers and builds.
const calendar = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='${tokens.color.textMuted}'>` +
    `<path d='M3 2h2V1h2v1h2V1h2v1h2a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm0 4v8h10V6z'/>` +
    `<rect x='5' y='8' width='2' height='2'/><rect x='9' y='8' width='2' height='2'/><rect x='5' y='11' width='2' height='2'/></svg>`,
)}")`;

globalStyle(`${dateInput}::-webkit-calendar-picker-indicator`, {
  width: 16,
  height: 16,
  padding: 2,
  backgroundImage: calendar,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  opacity: 1,
  cursor: 'pointer',
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error });
