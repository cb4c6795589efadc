import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/* A checkout's outcome: centred in a narrow column. */
export const result = style({ maxWidth: 560, margin: '0 auto', padding: `${vars.space.xxl} 0`, textAlign: 'center' });
export const resultIcon = styleVariants({ paid: { color: vars.color.success }, failed: { color: vars.color.error }, pending: { color: vars.color.warning } });
export const mailLink = style({ color: vars.color.primaryActive, fontWeight: vars.fontWeight.semibold });

/* The plans page. */
export const portal = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const periodSwitch = style({ alignSelf: 'flex-start' });
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.lg, alignItems: 'stretch' });
export const card = style({ padding: vars.space.lg, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const cardCurrent = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });
export const cardTitle = style({ marginRight: 'auto' });
const tag = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const tagTone = styleVariants({ offer: [tag, { background: vars.color.warningSoft }], current: [tag, { background: vars.color.primarySoft }] });
export const price = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.xs });
export const amount = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const amountText = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });
export const features = style({ margin: 0, paddingLeft: vars.space.lg, flexGrow: 1 });
export const infinity = style({ verticalAlign: 'middle' });
export const cardAction = style({ marginTop: vars.space.sm });
export const currentNote = style({ padding: `${vars.space.sm} 0`, color: vars.color.primaryActive });
export const faq = style({ maxWidth: 760 });

export const costTable = style({ maxWidth: 560, borderCollapse: 'collapse' });
globalStyle(`${costTable} th, ${costTable} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${costTable} thead th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${costTable} tbody th`, { fontWeight: vars.fontWeight.regular });
globalStyle(`${costTable} td, ${costTable} thead th:last-child`, { textAlign: 'right' });
globalStyle(`${costTable} td`, { fontWeight: vars.fontWeight.semibold });

/* The demo provider's page. */
export const demoPage = style({ width: '100%', maxWidth: 440, margin: '0 auto', padding: `${vars.space.xxl} ${vars.space.md}` });
export const demoBadge = style([tag, { alignSelf: 'flex-start', background: vars.color.warningSoft }]);
export const demoNotice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.infoSoft });
export const summary = style({ margin: 0 });
globalStyle(`${summary} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
