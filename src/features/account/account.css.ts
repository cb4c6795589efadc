import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** The deletion's section: its Panel's border in the error's colour (the doubled class wins over the Panel's own). */
export const dangerSection = style({ selectors: { '&&': { borderColor: vars.color.error } } });

export const maskedKey = style({ fontFamily: vars.font.mono, letterSpacing: '0.05em' });

export const keyForm = style({ maxWidth: 480 });

export const grow = style({ flexGrow: 1 });
