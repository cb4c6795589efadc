import { style } from '@vanilla-extract/css';

export const eyeIcon = style({ display: 'block' });
