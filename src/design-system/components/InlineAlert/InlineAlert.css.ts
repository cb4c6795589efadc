import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { note } from '../Text/Text.css';

export const root = style({ margin: 0, color: vars.color.error, fontSize: vars.fontSize.sm });

/** A Note's box in the error's tint. */
export const boxed = style([note, { background: vars.color.errorSoft }]);
