import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/vars.css';

/** The Publish part: a note that the chat cannot answer yet, and the live preview's frame (a page of the owner's). */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
});
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const previewFrame = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
});
