import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/*
 * The share page is the widget alone, filling the window's height (BareLayout gives the padding and the main
 * landmark). The form starts at the top and grows downwards as it arrives: centred, it moved up by half its height
 * when drawn over its loading line (a layout shift of 0.19; e2e/sharePageStable.spec.ts). The page's and the
 * status line's declarations are also inline styles of src/app/sharePage.ts, which draws a build's share page
 * without the app (and without this sheet). The preview page is in the same chunk as the share page, so it does
 * not use the layout and text primitives either: they are not in the first load, and would make the share page's bigger.
 */
export const pageDeclarations = { flex: '1', display: 'flex', flexDirection: 'column' } as const;
export const page = style(pageDeclarations);
export const statusDeclarations = { textAlign: 'center', color: vars.color.error, fontSize: vars.fontSize.sm } as const;
export const status = style({ textAlign: 'center' });

export const previewPage = style([page, { gap: vars.space.lg }]);
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.fontSize.xl });
export const formName = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const parts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
// The part shown reads as the current one, not as one more link.
globalStyle(`${parts} a[aria-current="page"]`, { color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none' });
