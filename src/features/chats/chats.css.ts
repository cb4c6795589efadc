import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: `${vars.space.xl} 0` });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const heading = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
/** A date reads as one piece. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const link = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
// A box of its own around the name's one cut line: an inline link around a block has no box to click (WebKit).
export const nameLink = style([link, { display: 'block' }]);

export const scopeNav = style({ display: 'flex', gap: vars.space.xs });
export const scopeLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});

export const fieldError = style({ margin: 0, color: vars.color.error, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 760 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md });

export const sourceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sourceItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.error } },
});
export const sourceHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const sourceKind = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const status = styleVariants({
  queued: { color: vars.color.textMuted },
  indexing: { color: vars.color.info },
  ready: { color: vars.color.success },
  failed: { color: vars.color.error },
});
export const chatLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  minHeight: 320,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
/**
 * The chat page's conversation has a height of its own and its messages scroll inside it, so the question box with
 * Send and Stop stays put while an answer streams.
 */
export const askedConversation = style([conversation, { height: 'clamp(360px, calc(100vh - 360px), 640px)' }]);
export const scrollingMessages = style([
  messages,
  { flex: '1 1 0', minHeight: 120, overflowY: 'auto', overscrollBehavior: 'contain', ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
]);
export const message = styleVariants({
  user: { alignSelf: 'flex-end', maxWidth: '80%', padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.primarySoft, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  assistant: { alignSelf: 'flex-start', maxWidth: '90%', padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceMuted },
});
export const sourcesList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
// On the answer's muted surface the brand colour is short of 4.5:1 for text: links there take its darker shade.
globalStyle(`${message.assistant} a`, { color: vars.color.primaryHover });
export const sourceLink = style({ color: vars.color.primaryHover, textDecoration: 'underline' });
export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const textButton = style({
  all: 'unset',
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
  selectors: { '&[aria-current="true"]': { background: vars.color.primarySoft } },
});
export const bubbleText = style({ margin: 0 });
