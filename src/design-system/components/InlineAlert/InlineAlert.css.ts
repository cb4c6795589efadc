import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const root = style({ margin: 0, color: vars.color.error, fontSize: vars.fontSize.sm });
