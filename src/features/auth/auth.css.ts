import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

// Plain classes, not the design system's Page, Stack and Text: the login page is in the first load, which the
// layout primitives' chunk (0.8 KB gzip) would push over its budget.
const column = { display: 'flex', flexDirection: 'column' } as const;
const border = `1px solid ${vars.color.border}`;

export const page = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xl} 0` });
/** The login and register box, raised above the page: as wide as its form needs, never wider than the window. */
export const card = style({ ...column, gap: vars.space.lg, width: '100%', maxWidth: 420, padding: vars.space.xl, background: vars.color.surface, border, borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm });
export const heading = style({ fontSize: vars.fontSize.xxl });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ ...column, gap: vars.space.md });

/** "or" between the form and the third-party sign-in, with a rule on each side. */
const rule = { content: '""', flex: 1, borderTop: border };
export const divider = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm, '::before': rule, '::after': rule });
export const switchLine = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm });

/** The screens that work and move on (StatusView): everything centred. */
export const status = style({ ...column, alignItems: 'center', gap: vars.space.lg, padding: vars.space.xxl, textAlign: 'center' });

/** The demo provider's account choice: a long address breaks inside the button instead of overflowing it. */
export const demoAccount = style({ marginTop: vars.space.md, height: 'auto', minHeight: 44, whiteSpace: 'normal', overflowWrap: 'anywhere' });
