import type { DialogProps as AriakitDialogProps } from '@ariakit/react';
import type { ReactNode } from 'react';
import { lazyWhenOpened } from '../../lazyPart';

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
