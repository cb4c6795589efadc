/**
 * After a step or a form refused to go on, the focus moves to the first field marked invalid, so keyboard and
 * screen-reader users land on what to fix (and its message), not on a general one at the button. Run after the
 * render that marks the fields. Typing never calls it: only a refused submit does.
 */
export function focusFirstInvalid(within: ParentNode = document): void {
  within.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
