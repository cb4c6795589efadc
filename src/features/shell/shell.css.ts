import { style } from '@vanilla-extract/css';
import { smallScreenMaxWidth } from '../../design-system/tokens/tokens';
import { vars } from '../../design-system/tokens/vars.css';

const small = `screen and (max-width: ${smallScreenMaxWidth}px)`;
const large = `screen and (min-width: ${smallScreenMaxWidth + 1}px)`;

// The rules the frame's and the top bar's boxes share (the shell keeps its own: no layout primitive in the first load).
const column = { display: 'flex', flexDirection: 'column' } as const;
const row = { display: 'flex', alignItems: 'center' } as const;
/** The logo and the menu's links: a link with its icon beside its text, on one line. */
const iconLink = { display: 'inline-flex', alignItems: 'center', textDecoration: 'none', whiteSpace: 'nowrap' } as const;

/** The app's frame: top bar, page and footer one under another, at least the window's height. */
export const page = style({ ...column, minHeight: '100vh' });

export const header = style({
  ...row, position: 'sticky', top: 0, zIndex: vars.zIndex.header, gap: vars.space.lg, minHeight: 64,
  padding: `${vars.space.sm} ${vars.space.xl}`, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [small]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const logo = style({
  ...iconLink, gap: vars.space.sm, color: vars.color.text, borderRadius: vars.radius.sm,
  fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg,
});
export const logoMark = style({ color: vars.color.primary, flexShrink: 0 });
export const largeOnly = style({ '@media': { [small]: { display: 'none' } } });
export const smallOnly = style({ '@media': { [large]: { display: 'none' } } });

export const nav = style({ ...row, gap: vars.space.xs, flex: '0 1 auto', minWidth: 0, '@media': { [small]: { display: 'none' } } });

export const navLink = style({
  ...iconLink, gap: vars.space.xs, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  color: vars.color.text, fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primaryActive, background: vars.color.primarySoft },
  },
});

export const premiumLink = style({
  color: vars.color.warning, fontWeight: vars.fontWeight.semibold, border: `1px solid ${vars.color.star}`,
  selectors: {
    '&:hover': { background: vars.color.warningSoft },
    '&[aria-current="page"]': { color: vars.color.warning, background: vars.color.warningSoft },
  },
});

export const star = style({ color: vars.color.star, display: 'inline-flex' });

/**
 * The rest of the bar, its tools at the right end: the box itself never moves, so a tool that appears or grows
 * after the first paint (the credits, once known) moves only what is to its left inside it.
 */
export const tools = style({ ...row, flex: '1 0 auto', justifyContent: 'flex-end', gap: vars.space.sm });

export const main = style({
  flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
  outline: 'none', '@media': { [small]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const banners = style({ ...column, gap: vars.space.sm, marginBottom: vars.space.lg, selectors: { '&:empty': { display: 'none' } } });

/** Preview and share: no menu, the whole width and height, padded like the app's pages. */
export const bare = style({
  ...column, width: '100%', minHeight: '100vh', padding: vars.space.xl, outline: 'none', '@media': { [small]: { padding: vars.space.md } },
});
