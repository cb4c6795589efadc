import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** A screen's title takes the row's free space: its actions sit at the row's end. */
export const heading = style({ marginRight: 'auto' });
/** A date reads as one piece. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const link = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
// A box of its own around the name's one cut line: an inline link around a block has no box to click (WebKit).
export const nameLink = style([link, { display: 'block' }]);
export const scopeLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});
export const form = style({ maxWidth: 760 });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md });
/** A list laid out as a Stack, without the browser's bullets and indent. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
// A Panel's box, drawn here: the Panel's code would be the chat editor's one piece more, and its chunk is at its budget.
export const sourceItem = style({
  padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface,
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.error } },
});
export const sourceKind = style({ fontWeight: vars.fontWeight.semibold });
export const status = styleVariants({ queued: { color: vars.color.textMuted }, indexing: { color: vars.color.info }, ready: { color: vars.color.success }, failed: { color: vars.color.error } });
export const chatLayout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 280px', gap: vars.space.lg, '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } } });
/** The chat page's side column: a long unbroken word (a source's address) breaks inside it, never widening the page. */
export const chatAside = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const conversation = style({ minHeight: 320 });
/** The chat page's conversation has a height of its own and its messages scroll inside it, so the question box with Send and Stop stays put while an answer streams. */
export const askedConversation = style({ height: 'clamp(360px, calc(100vh - 360px), 640px)' });
export const scrollingMessages = style({ flex: '1 1 0', minHeight: 120, overflowY: 'auto', overscrollBehavior: 'contain', ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } });
const bubble = { padding: vars.space.sm, borderRadius: vars.radius.md } as const;
export const message = styleVariants({
  user: { ...bubble, alignSelf: 'flex-end', maxWidth: '80%', background: vars.color.primarySoft, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  assistant: { ...bubble, alignSelf: 'flex-start', maxWidth: '90%', background: vars.color.surfaceMuted },
});
export const sourcesList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm });
// On the answer's muted surface the brand colour is short of 4.5:1 for text: links there take its darker shade.
globalStyle(`${message.assistant} a`, { color: vars.color.primaryHover });
export const sourceLink = style({ color: vars.color.primaryHover, textDecoration: 'underline' });
export const textButton = style({
  all: 'unset', cursor: 'pointer', padding: vars.space.xs, borderRadius: vars.radius.sm, overflowWrap: 'anywhere',
  ':hover': { background: vars.color.surfaceMuted }, ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
  selectors: { '&[aria-current="true"]': { background: vars.color.primarySoft } },
});
/** The Publish part's live preview: a page of the owner's, framed apart from the editor. */
export const previewFrame = style({ padding: vars.space.md, borderRadius: vars.radius.md, border: `1px dashed ${vars.color.border}`, background: vars.color.surface });
