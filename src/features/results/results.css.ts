import { globalStyle, style } from '@vanilla-extract/css';
import { smallScreenMaxWidth } from '../../design-system/tokens/tokens';
import { vars } from '../../design-system/tokens/vars.css';
import { INTEGRATIONS_MAX_WIDTH_PX } from '../../domain/constants';

/** A phone or a narrow window: the app's one breakpoint. */
const small = `screen and (max-width: ${smallScreenMaxWidth}px)`;

export const integrationsPage = style({ maxWidth: INTEGRATIONS_MAX_WIDTH_PX });
/** A screen's title pushes the actions beside it to the end of the row. */
export const heading = style({ marginRight: 'auto' });
export const back = style({ alignSelf: 'flex-start' });
/**
 * The sessions' section. On a phone (375 px) its table keeps every column and scrolls sideways in its frame, but
 * what shows first must be the leads themselves: tighter cells, the date on two lines and the row's actions stacked
 * leave room for When and Name beside the pinned actions.
 */
export const sessions = style({});
globalStyle(`${sessions} :is(th, td)`, { '@media': { [small]: { paddingInline: vars.space.sm } } });
/** A section's title with a badge beside it (Beta). */
export const sectionTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const beta = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.pill, background: vars.color.infoSoft, color: vars.color.text });
/** Keeps its line while empty: "Saved" coming and going moves nothing below it. */
export const saveState = style({ minHeight: '1.5em' });

/** A link that looks like a secondary button (it goes somewhere, so it is a real link). */
export const actionLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
});

export const link = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'underline', textUnderlineOffset: 2 });
/** A session's date and time: one line, on a phone two (see `sessions`). */
export const when = style({ whiteSpace: 'nowrap', '@media': { [small]: { whiteSpace: 'normal' } } });
/** Answers and the AI answer take less room than names: cut (TruncatedText) at 240 px (the doubled class wins over its 100 %). */
export const clip = style({ selectors: { '&&': { maxWidth: 240 } } });
export const badge = style({ display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.successSoft, color: vars.color.text, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const rowActions = style({
  display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end',
  // Stacked on a phone: the pinned column takes half the room, and Name shows beside it.
  '@media': { [small]: { flexDirection: 'column', alignItems: 'flex-end', gap: 0 } },
});
export const scroller = style({ overflowX: 'auto', minWidth: 0, ':focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
/** The statistics' numbers by day: a plain table (no sorting or paging). */
const cell = { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'start' } as const;
export const th = style({ ...cell, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const td = style({ ...cell, verticalAlign: 'middle' });
export const progress = style({ width: 240 });

/** A period of the statistics: a pill, filled when chosen. */
export const preset = style({
  padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface, color: vars.color.text, cursor: 'pointer', ':focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});
export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: vars.space.md, margin: 0 });
export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tileValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const chartFigure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const chart = style({ width: '100%', minHeight: 220, overflow: 'hidden' });
export const legend = style({ display: 'flex', gap: vars.space.lg, justifyContent: 'center', fontSize: vars.fontSize.sm });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ width: 14, height: 0, borderTop: '3px solid currentColor' });
/** Views dashed, as in the chart: the two lines differ by more than their colour. */
export const swatchDashed = style({ borderTopStyle: 'dashed' });
// Blue and amber: the theme's teal beside its blue read as one colour. Both keep ≥ 3:1 against the surface.
export const chartViews = style({ color: vars.color.info });
export const chartLeads = style({ color: vars.color.warning });
export const chartAxis = style({ color: vars.color.textMuted });
export const chartGrid = style({ color: vars.color.border });
export const funnel = style({ listStyle: 'none', margin: 0, padding: 0 });
export const funnelStep = style({ display: 'grid', gridTemplateColumns: 'minmax(90px, 140px) 1fr auto', alignItems: 'center', gap: vars.space.md });
export const funnelBar = style({ display: 'block', height: 10, borderRadius: vars.radius.pill, background: vars.color.surfaceMuted, overflow: 'hidden' });
export const funnelFill = style({ display: 'block', height: '100%', background: vars.color.primary });
export const funnelValue = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const details = style({ fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(100px, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
  // On a phone a long question left its answer a few letters wide: each answer goes under its question instead.
  '@media': { [small]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});
globalStyle(`${facts} dt`, { '@media': { [small]: { color: vars.color.textMuted, fontSize: vars.fontSize.sm } } });
globalStyle(`${facts} dd`, { '@media': { [small]: { margin: `0 0 ${vars.space.sm}` } } });
export const fact = style({ display: 'contents' });
