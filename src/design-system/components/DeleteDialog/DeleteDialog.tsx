import type { ReactNode } from 'react';
import { lazyWhenOpened } from '../../lazyPart';

export interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The question, naming what is deleted: "Delete “Spring survey”?". */
  title: ReactNode;
  /** What goes with it and that it cannot be undone; it also describes the dialog for screen readers. */
  text: ReactNode;
  /**
   * Deletes. While a returned promise is pending (or `pending` is set) the delete button spins and Cancel, Escape
   * and × do nothing; when it rejects the dialog stays open with `describeError`'s text. The parent closes it on success.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The translated refusal for a rejected `onConfirm`; without it the dialog's own generic text, never a raw message. */
  describeError?: (error: unknown) => ReactNode;
  /** A deletion the parent runs itself (e.g. in batches). */
  pending?: boolean;
  /** A refusal the parent knows of (e.g. a mutation's failure). */
  error?: ReactNode;
  /** "Delete" unless said otherwise (e.g. "Delete form", or "Try again" after a part-way failure). */
  confirmLabel?: ReactNode;
  confirmDisabled?: boolean;
  /** Shown above the refusal, e.g. a bulk deletion's progress. */
  children?: ReactNode;
}

/**
 * "Delete this?": the one confirmation of a deletion, with its Cancel, its spinning Delete and the refusal inside.
 * Like Dialog, a screen that only might open it pays nothing for it: its code loads when it first opens.
 */
export const DeleteDialog = lazyWhenOpened<DeleteDialogProps>(() => import('./DeleteDialogPopup').then((module) => module.default));
