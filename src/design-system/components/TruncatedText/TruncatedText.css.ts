import { style } from '@vanilla-extract/css';

/** One line as wide as its container allows (a table cell's content, a heading), cut with "…". */
export const truncated = style({
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
