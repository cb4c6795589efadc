import { style } from '@vanilla-extract/css';

/** Beside actions, the title takes the row's free space, so the actions sit at its end (below it when they wrap). */
export const titleBesideActions = style({ marginRight: 'auto' });
