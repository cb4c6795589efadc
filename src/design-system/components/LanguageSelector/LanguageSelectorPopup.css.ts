import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css';
import { dropdownItem, dropdownPanel } from '../../parts.css';

// The open list's styles, loaded with it (the trigger's are in LanguageSelector.css.ts, with the first load).
export const popover = style([dropdownPanel, { minWidth: 160 }]);

export const item = style([
  dropdownItem,
  { display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm },
]);

export const code = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.xs, textTransform: 'uppercase' });

export { visuallyHidden } from '../../visuallyHidden.css';
