import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** Less room above and below than other screens' Page: the editor's two columns need the height. */
export const page = style({ padding: `${vars.space.lg} 0` });
export const loading = style({ gap: vars.space.lg, padding: `${vars.space.xl} 0` });
export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.textMuted, textDecoration: 'none', ':hover': { color: vars.color.text } });
/** The form's name on one line, cut with an ellipsis, pushing the header's actions to the end. */
export const title = style({ marginRight: 'auto', fontSize: vars.fontSize.xl, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' });
const row = { display: 'flex', alignItems: 'center' } as const;
const errorStatuses = '&[data-status="failed"], &[data-status="conflict"], &[data-status="needsName"]';
export const saveStatus = style({ ...row, gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm, selectors: { [errorStatuses]: { color: vars.color.error } } });

/** The step and, on a wide screen, the live preview beside it. */
const wide = 'screen and (min-width: 1100px)';
export const workspace = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });
export const stepPanel = style({ minWidth: 0 });
/** Focused (not interactive) after a step change, so that reading and Tab go on from the step's top: no ring. */
export const stepTitle = style({ outline: 'none' });
export const stepError = style({ color: vars.color.error, fontWeight: vars.fontWeight.bold });
export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.md });
export const sectionTitle = style({ marginTop: vars.space.md });

/**
 * A block, not a flex column: in a column flexbox one card's edit (a typed letter) makes Chromium lay out every card
 * of the list again (about 18 ms a keystroke for 100 cards, 70 ms on a slow laptop); in block flow only that card.
 * The space between cards is therefore the cards' own margin. For the same reason a card's parts are plain
 * elements with these classes, not layout components drawn again on every keystroke.
 */
export const fieldList = style({ display: 'block', margin: 0, padding: 0, listStyle: 'none' });
const box = { background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md };
const column = { display: 'flex', flexDirection: 'column', gap: vars.space.sm } as const;
export const fieldCard = style({
  ...box, ...column, position: 'relative', padding: vars.space.md,
  selectors: { '& + &': { marginTop: vars.space.sm }, '&[data-dragging]': { zIndex: 1, boxShadow: vars.shadow.md } },
});
export const fieldCardHeader = style({ ...row, gap: vars.space.sm });
export const fieldCardBody = style(column);
export const dragHandle = style({
  ...row, justifyContent: 'center', display: 'inline-flex', width: 32, height: 32, padding: 0, border: 'none', borderRadius: vars.radius.sm,
  background: 'transparent', color: vars.color.textMuted, cursor: 'grab', touchAction: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const fieldType = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const fieldRef = style({ marginRight: 'auto', color: vars.color.textMuted, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const imageThumb = style({ maxWidth: 160, maxHeight: 96, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` });
/** A lead field's box: a fieldset, so its legend names the switch and texts inside. */
export const leadField = style({ margin: 0, padding: vars.space.md, border: box.border, borderRadius: vars.radius.md });
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.semibold });
export const code = style({ fontFamily: vars.font.mono });
export const link = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
/** A link inside a banner: the banner's own text colour (the primary colour is too light on the warning tone). */
export const bannerLink = style({ color: 'inherit', fontWeight: vars.fontWeight.semibold, textDecoration: 'underline' });

/** The live preview: beside the step on a wide screen, kept in view while the step scrolls; none on a narrow one. */
export const previewPanel = style({
  position: 'sticky', top: vars.space.lg, alignSelf: 'start', minHeight: 400, padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.md, '@media': { 'screen and (max-width: 1099px)': { display: 'none' } },
});
export const previewBar = style({ ...row, flexWrap: 'wrap', justifyContent: 'space-between', marginBottom: vars.space.sm });
/** 22 px tall beside the 32 px buttons, so it is centred on a whole pixel: at 21 px it sat on a half one, drawn a pixel higher or lower from run to run. */
export const previewLabel = style({ paddingTop: 1 });
