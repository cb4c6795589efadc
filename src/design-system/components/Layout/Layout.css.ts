import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

// The page layouts' building blocks, one class per choice: a screen composes them instead of writing its own flex box.

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const inline = style({ display: 'flex', flexWrap: 'wrap' });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

/** A screen of the app below the top bar: the same space above and below on every one. */
export const page = style({ padding: `${vars.space.xl} 0` });

/** Reading width: a screen of text and forms stays narrow; one of cards may be wider. */
export const pageWidth = styleVariants({ narrow: { maxWidth: 760 }, wide: { maxWidth: 960 } });

export const centered = style({ width: '100%', marginInline: 'auto' });
