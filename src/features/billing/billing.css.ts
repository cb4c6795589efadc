import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space.xxl} 0`,
  textAlign: 'center',
});

export const resultIcon = styleVariants({
  success: { color: vars.color.success },
  failure: { color: vars.color.error },
  pending: { color: vars.color.warning },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const line = style({ margin: 0, color: vars.color.textMuted });

export const mailLink = style({ color: vars.color.primaryActive, fontWeight: vars.fontWeight.semibold });

/* The plans page and the demo provider's page. */

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, padding: `${vars.space.xl} 0` });

export const pageHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const pageTitle = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const portal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const periodSwitch = style({ alignSelf: 'flex-start' });


export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'stretch',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardCurrent = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const cardTitle = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.lg });

const tagBase = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
export const tag = style([tagBase, { background: vars.color.warningSoft, color: vars.color.text }]);
export const tagCurrent = style([tagBase, { background: vars.color.primarySoft, color: vars.color.text }]);

export const price = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.xs });

export const amount = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const amountText = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const saving = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const features = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexGrow: 1,
});

export const infinity = style({ verticalAlign: 'middle' });

export const cardAction = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.sm });

export const currentNote = style({ margin: 0, padding: `${vars.space.sm} 0`, textAlign: 'center', fontWeight: vars.fontWeight.semibold, color: vars.color.primaryActive });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const costs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const costTable = style({ maxWidth: 560, borderCollapse: 'collapse' });
globalStyle(`${costTable} th, ${costTable} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${costTable} thead th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${costTable} tbody th`, { fontWeight: vars.fontWeight.regular });
globalStyle(`${costTable} td, ${costTable} thead th:last-child`, { textAlign: 'right' });
globalStyle(`${costTable} td`, { fontWeight: vars.fontWeight.semibold });

export const faq = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: 760 });

export const faqAnswer = style({ margin: 0 });

export const demoPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 440,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const demoBadge = style([tagBase, { alignSelf: 'flex-start', background: vars.color.warningSoft, color: vars.color.text }]);

export const demoNotice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
});

export const summary = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${summary} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const demoActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
