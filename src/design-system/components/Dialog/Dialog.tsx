import type { DialogProps as AriakitDialogProps } from '@ariakit/react';
import type { ReactNode } from 'react';
import { lazyWhenOpened } from '../../lazyPart';
import { Button } from '../Button';
import { Inline } from '../Layout';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<AriakitDialogProps, 'open' | 'onClose' | 'title' | 'children' | 'store'> {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside. */
  onClose: () => void;
  title: ReactNode;
  /** A short text under the title; it also describes the dialog for screen readers. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, the main one last. */
  actions?: ReactNode;
  size?: DialogSize;
  /** Hide the × button (e.g. while a required step is running); Escape still closes unless hideOnEscape is false. */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog (Ariakit): focus moves in and is trapped, Escape and a click outside close it, and focus
 * returns to the element that opened it. A page that only might open one (a confirmation) pays nothing for it:
 * its code loads when it first opens, and from then on it stays mounted so that it closes the way it opened.
 */
export const Dialog = lazyWhenOpened<DialogProps>(() => import('./DialogPopup').then((module) => module.default));

export interface DialogFormActionsProps {
  /** Closes the dialog without sending the form. */
  onCancel: () => void;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** The form is being sent: its button says so, and Cancel waits for the answer. */
  pending: boolean;
  /** The submit deletes something for good. */
  danger?: boolean;
  submitDisabled?: boolean;
}

/** The end of a form in a dialog: Cancel, then the button that sends it, at the end of the line. */
export function DialogFormActions({ onCancel, cancelLabel, submitLabel, pending, danger = false, submitDisabled }: DialogFormActionsProps) {
  return (
    <Inline justify="end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={submitDisabled} loading={pending}>
        {submitLabel}
      </Button>
    </Inline>
  );
}
