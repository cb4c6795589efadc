import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/**
 * The share page is the widget alone, filling the window's height. The layout (BareLayout) gives the padding and the
 * main landmark. The form starts at the top and grows downwards as it arrives: centred in the window, it moved
 * up by half of its height when it was drawn over its one loading line (a layout shift of 0.19, Core Web Vitals'
 * "needs improvement"; e2e/sharePageStable.spec.ts).
 * The page's and the status line's declarations are also set as inline styles by src/app/sharePage.ts, which draws
 * the share page of a build against a backend without the app (and without this sheet, which is the app's).
 */
export const pageDeclarations = { flex: '1', display: 'flex', flexDirection: 'column' } as const;
export const page = style(pageDeclarations);

export const previewPage = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%' });

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const formName = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const parts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
// The part shown reads as the current one, not as one more link.
globalStyle(`${parts} a[aria-current="page"]`, { color: vars.color.text, fontWeight: vars.fontWeight.semibold, textDecoration: 'none' });

/**
 * The line saying the widget could not be loaded: an InlineAlert in the app, centred; drawn without the app, the
 * same line in the same error colour and size.
 */
export const status = style({ textAlign: 'center' });
export const statusDeclarations = { textAlign: 'center', color: vars.color.error, fontSize: vars.fontSize.sm } as const;
