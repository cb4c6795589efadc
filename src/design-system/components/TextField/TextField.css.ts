import { style } from '@vanilla-extract/css';

/** Text fields keep the shared control box of FormField; this only sizes the native input. */
export const input = style({ textOverflow: 'ellipsis' });
