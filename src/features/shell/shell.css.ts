import { style } from '@vanilla-extract/css';
import { smallScreenMaxWidth } from '../../design-system/tokens/tokens';
import { vars } from '../../design-system/tokens/vars.css';

const small = `screen and (max-width: ${smallScreenMaxWidth}px)`;
const large = `screen and (min-width: ${smallScreenMaxWidth + 1}px)`;

/** The app's frame: top bar, page and footer one under another, at least the window's height. */
export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: 64,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [small]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
});

export const logoMark = style({ color: vars.color.primary, flexShrink: 0 });

export const largeOnly = style({ '@media': { [small]: { display: 'none' } } });

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 1 auto',
  minWidth: 0,
  '@media': { [small]: { display: 'none' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.primaryActive, background: vars.color.primarySoft },
  },
});

export const premiumLink = style({
  color: vars.color.warning,
  fontWeight: vars.fontWeight.semibold,
  border: `1px solid ${vars.color.star}`,
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
export const tools = style({ display: 'flex', flex: '1 0 auto', justifyContent: 'flex-end', alignItems: 'center', gap: vars.space.sm });

export const smallOnly = style({ '@media': { [large]: { display: 'none' } } });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
  outline: 'none',
  '@media': { [small]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const banners = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  selectors: { '&:empty': { display: 'none' } },
});

/** Preview and share: no menu, the whole width and height, padded like the app's pages. */
export const bare = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: '100vh',
  padding: vars.space.xl,
  outline: 'none',
  '@media': { [small]: { padding: vars.space.md } },
});
