import type { MouseEvent, MouseEventHandler } from 'react';

type PressHandlers = { onClick?: MouseEventHandler<HTMLButtonElement>; onMouseDown?: MouseEventHandler<HTMLButtonElement> };

/**
 * A button's props while it may be inactive (disabled or busy): it stays focusable (aria-disabled, unlike
 * `disabled`) and ignores presses; a click does not move focus to it, and a submit button does not submit.
 * Button, IconButton and LinkButton behave alike through it.
 */
export function inactiveButtonProps(inactive: boolean | undefined, { onClick, onMouseDown }: PressHandlers) {
  return {
    'aria-disabled': inactive || undefined,
    onMouseDown: (event: MouseEvent<HTMLButtonElement>) => {
      if (inactive) event.preventDefault();
      else onMouseDown?.(event);
    },
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (inactive) event.preventDefault();
      else onClick?.(event);
    },
  };
}
