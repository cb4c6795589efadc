import { useState } from 'react';
import type { DeleteDialogProps } from './DeleteDialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import DialogPopup from '../Dialog/DialogPopup';
import { InlineAlert } from '../InlineAlert';
import { useConfirmAction } from '../../useConfirmAction';

/** The delete confirmation itself, loaded when a DeleteDialog first opens (with the dialog's own code). */
export default function DeleteDialogPopup({ open, onClose, title, text, onConfirm, describeError, pending = false, error, confirmLabel, confirmDisabled, children }: DeleteDialogProps) {
  const { t } = useTranslation('designSystem');
  const { running, failure, setFailure, run: confirm } = useConfirmAction(onConfirm, describeError);
  // Opened again: the last attempt's refusal is not this one's.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setFailure(null);
  }
  const busy = pending || running;
  const shownError = failure ?? error;

  return (
    <DialogPopup
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={title}
      description={text}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('overlay.cancel')}
          </Button>
          <Button variant="danger" loading={busy} disabled={confirmDisabled} onClick={() => void confirm()}>
            {confirmLabel ?? t('overlay.delete')}
          </Button>
        </>
      }
    >
      {children}
      {shownError ? <InlineAlert>{shownError}</InlineAlert> : null}
    </DialogPopup>
  );
}
