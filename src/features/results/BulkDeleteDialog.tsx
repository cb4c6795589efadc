import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog, Text, useSnackbar } from '../../design-system';
import { useFailureText } from '../../lib/failures';

/** A large selection is deleted this many sessions per call, so a failure part-way says exactly what went. */
export const BULK_DELETE_BATCH = 50;

type Progress = { done: number; total: number } | null;

export interface BulkDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Deletes one batch (a form's sessions, a chat's leads). */
  deleteBatch: (ids: number[]) => Promise<unknown>;
  /** The selected sessions' ids: what is deleted, and, after a failure part-way, what is left to delete. */
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  /** What is deleted and the word after, when not a form's sessions (a chat's leads take their conversations). */
  texts?: { title: (count: number) => string; text: string; done: (count: number) => string };
}

/**
 * Deleting the selected sessions (or a chat's leads), in batches, with the count done so far. Few owners delete many sessions at once:
 * the results screen loads this the first time the dialog opens.
 */
export function BulkDeleteDialog({ open, onClose, deleteBatch, selectedIds, onSelectionChange, texts }: BulkDeleteDialogProps) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const { show } = useSnackbar();
  const [progress, setProgress] = useState<Progress>(null);
  const [error, setError] = useState<string | null>(null);
  // Opened again: the last attempt's failure is not this one's.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const confirm = async () => {
    const ids = selectedIds.map(Number);
    setError(null);
    setProgress({ done: 0, total: ids.length });
    let done = 0;
    for (let start = 0; start < ids.length; start += BULK_DELETE_BATCH) {
      const batch = ids.slice(start, start + BULK_DELETE_BATCH);
      try {
        await deleteBatch(batch);
      } catch (failure) {
        // What went is gone from the selection; what is left stays selected for another try.
        onSelectionChange(ids.slice(done).map(String));
        setError(t('delete.partial', { done, total: ids.length, left: ids.length - done, reason: failureText(failure) }));
        setProgress(null);
        return;
      }
      done += batch.length;
      setProgress({ done, total: ids.length });
    }
    onSelectionChange([]);
    setProgress(null);
    onClose();
    show({ tone: 'success', message: texts ? texts.done(ids.length) : t('delete.doneMany', { count: ids.length }) });
  };

  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      title={texts ? texts.title(selectedIds.length) : t('delete.titleMany', { count: selectedIds.length })}
      text={texts?.text ?? t('delete.textMany')}
      onConfirm={() => void confirm()}
      pending={progress !== null}
      error={error}
      confirmLabel={error ? t('delete.retry', { count: selectedIds.length }) : undefined}
      confirmDisabled={selectedIds.length === 0}
    >
      {progress ? (
        <Text role="status" tone="muted">
          {t('delete.progress', { done: progress.done, total: progress.total })}
        </Text>
      ) : null}
    </DeleteDialog>
  );
}
