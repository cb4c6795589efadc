import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';

export const box = style({ alignItems: 'stretch' });

export const textarea = style({
  minHeight: 96,
  resize: 'vertical',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.body,
});
