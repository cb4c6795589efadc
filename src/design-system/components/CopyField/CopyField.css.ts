import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { resizable } from '../TextArea/TextArea.css';

/** One line: the value and the button side by side. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  minWidth: 0,
});

/** A snippet: the text area, and the button under it. */
export const multilineRow = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({ alignItems: 'stretch' });

export const value = style({ textOverflow: 'ellipsis', cursor: 'text' });

export const snippet = style([
  resizable,
  {
    minHeight: 96,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
]);

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const copied = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });

export const unavailable = style({ color: vars.color.warning });
