import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LeadSession } from '../../api';
import { Button, DeleteDialog, InlineAlert, lazyPart, useSnackbar } from '../../design-system';
import { useFailureText } from '../../lib/failures';
import { useUrlPaging } from '../../lib/useUrlPaging';
import { useAskedDelete } from '../../lib/useAskedDelete';

/*
 * The hooks of the results frame (a form's results and a chat's, drawn by ResultsView): the paging kept in the
 * address, the lead being edited, Export CSV with its progress, one delete and the bulk delete of a selection.
 */

const ExportProgress = lazyPart(() => import('./ExportProgress').then((part) => part.ExportProgress));
/** Starts loading a part on intent; offline, the next use tries again. */
export const preload = (part: { preload: () => Promise<unknown> }) => () => void part.preload().catch(() => undefined);

/** The results' page (kept in the address as every paged list's) with the lead-only filter beside it (`?lead=1`). */
export function usePaging() {
  const paging = useUrlPaging();
  const [search] = useSearchParams();
  return {
    ...paging,
    leadsOnly: search.get('lead') === '1',
    // Another filter starts again from the first page.
    setLeadsOnly: (leadsOnly: boolean) => paging.setPage(0, (params) => (leadsOnly ? params.set('lead', '1') : params.delete('lead'))),
  };
}

/**
 * The table's page as the address keeps it, of `total` rows; the rows shown are the previous page's (stale) while the
 * next one loads.
 */
export function tablePage(paging: ReturnType<typeof useUrlPaging>, list: { isPlaceholderData: boolean }, total: number) {
  return {
    stale: list.isPlaceholderData,
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    onPageChange: paging.setPage,
    onPageSizeChange: paging.setPageSize,
  };
}

/** The lead being edited, by its session's id in the address (`?edit=`): a reload opens it again, with its draft. */
export function useEditedSessionId() {
  const [search, setSearch] = useSearchParams();
  const set = useCallback(
    (sessionId: string | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (sessionId === null) params.delete('edit');
          else params.set('edit', sessionId);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [search.get('edit'), set] as const;
}

/**
 * The lead whose dialog is open, named in the address (`?edit=`). It is kept as it was opened (a refetch of the list
 * never closes its dialog); after a reload it is taken from the list once that has loaded.
 */
export function useEditedLead(sessions: readonly LeadSession[]) {
  const [editingId, setEditingId] = useEditedSessionId();
  const [opened, setOpened] = useState<LeadSession | null>(null);
  if (opened === null && editingId !== null) {
    const named = sessions.find((session) => String(session.id) === editingId && session.lead);
    if (named) setOpened(named);
  }
  const open = useCallback(
    (session: LeadSession) => {
      setOpened(session);
      setEditingId(String(session.id));
    },
    [setEditingId],
  );
  const close = () => {
    setOpened(null);
    setEditingId(null);
  };
  return { editing: editingId === null ? null : opened, open, close };
}

/**
 * "Delete this session?" (or lead): the row asked about, the confirmation, and the server's refusal in the dialog.
 * `remove` deletes it (and it leaves the selection); `done` is the snackbar's word after, `failed` the refusal's text.
 */
export function useDeleteOne(
  bulk: Pick<BulkDelete, 'setSelectedIds'>,
  remove: (session: LeadSession) => Promise<unknown>,
  texts: { done: string; failed: (reason: string) => string },
) {
  const failureText = useFailureText();
  const { show } = useSnackbar();
  const deletion = useAskedDelete(async (session: LeadSession) => {
    await remove(session);
    bulk.setSelectedIds((ids) => ids.filter((id) => id !== String(session.id)));
    show({ tone: 'success', message: texts.done });
  });
  // Named as DeleteOneDialog's props, so that the view hands them on as they are.
  return {
    ...deletion.dialogProps,
    ask: deletion.ask,
    describeError: (failure: unknown) => texts.failed(failureText(failure)),
  };
}
export type DeleteOne = ReturnType<typeof useDeleteOne>;

/** The leads could not be loaded: the first failure's reason, and a retry that asks every query again. */
export function loadFailure(queries: readonly { error: unknown; refetch: () => unknown }[]) {
  return {
    error: queries.find((query) => query.error)?.error ?? null,
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}

/**
 * The selected rows (of any page) and their bulk delete: `deleteBatch` deletes one batch of ids. Once opened, the
 * dialog stays mounted (`wanted`), so that it closes the way it opened (focus back on its button).
 */
export function useBulkDelete(deleteBatch: (ids: number[]) => Promise<unknown>) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return { selectedIds, setSelectedIds, open, setOpen, wanted, deleteBatch };
}
export type BulkDelete = ReturnType<typeof useBulkDelete>;

/**
 * Export CSV with its progress and Cancel, a form's leads or a chat's: `run` downloads and saves the file and
 * resolves with its name. `button` goes in the header, `status` under it.
 */
export function useCsvExport(run: (signal: AbortSignal, onProgress: (loaded: number, total: number | null) => void) => Promise<string>) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const { show } = useSnackbar();
  const [progress, setProgress] = useState<{ loaded: number; total: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const start = async () => {
    setError(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: null });
    try {
      const name = await run(controller.signal, (loaded, total) => setProgress({ loaded, total }));
      show({ tone: 'success', message: t('export.saved', { name }) });
    } catch (failure) {
      if (!controller.signal.aborted) setError(t('export.failed', { reason: failureText(failure) }));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };
  return {
    button: (disabled: boolean) => (
      <Button onClick={() => void start()} onPointerEnter={preload(ExportProgress)} onFocus={preload(ExportProgress)} loading={progress !== null} disabled={disabled}>
        {t('export.button')}
      </Button>
    ),
    status: (
      <>
        {progress ? (
          <Suspense fallback={null}>
            <ExportProgress loaded={progress.loaded} total={progress.total} onCancel={() => abort.current?.abort()} />
          </Suspense>
        ) : null}
        {error ? <InlineAlert>{error}</InlineAlert> : null}
      </>
    ),
  };
}

/** "Delete this session?": the one confirmation of a form's session and a chat's lead; the server's refusal inside. */
export function DeleteOneDialog({
  ask: _ask,
  title,
  text,
  ...props
}: DeleteOne & {
  /** What is deleted and what goes with it, when not a form's session (a chat's lead takes its conversation). */
  title?: string;
  text?: string;
}) {
  const { t } = useTranslation('results');
  return <DeleteDialog {...props} title={title ?? t('delete.titleOne')} text={text ?? t('delete.textOne')} />;
}
