import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  patchCachedLead,
  useDeleteSession,
  useExportLeadsCsv,
  useLeadForm,
  useSessions,
  useUpdateLead,
  type LeadPatch,
  type LeadSession,
} from '../../api';
import { Button, Checkbox, CopyField, EmptyState, lazyPart, ProblemNotice, useSnackbar } from '../../design-system';
import { isNotFound, useFailureText } from '../../lib/failures';
import { FormGone } from './FormGone';
import { LeadEditDialog } from './LeadEditDialog';
import { DeleteOneDialog, PAGE_SIZES, preload, useCsvExport, useEditedSessionId, usePaging } from './resultsParts';
import { formPaths, shareUrl } from '../../domain';
import { SessionsTable } from './SessionsTable';
import { valueColumns } from './sessionValues';
import * as styles from './results.css';

// What few visits use loads on its own, when first needed: deleting a selection (and an export's progress, resultsParts).
const BulkDeleteDialog = lazyPart(() => import('./BulkDeleteDialog').then((part) => part.BulkDeleteDialog));
// The statistics (their date-range picker among them) sit below the leads: they load beside the leads' own code.
const StatisticsPanel = lazyPart(() => import('./StatisticsPanel').then((part) => part.StatisticsPanel));

/** /forms/results/:formId: the sessions and leads of a form, with their statistics. */
export function ResultsScreen() {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const formId = useParams().formId ?? '';
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const paging = usePaging();
  const form = useLeadForm(formId);
  const params = { page: paging.page + 1, page_size: paging.pageSize, ...(paging.leadsOnly ? { has_lead: true } : {}) };
  const list = useSessions(formId, params);
  // Whether the form has any session at all decides between the table and the "share your form" state.
  const any = useSessions(formId, { page: 1, page_size: 0 });
  const updateLead = useUpdateLead();
  const deleteOne = useDeleteSession();
  const exportCsv = useExportLeadsCsv();

  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [editingId, setEditingId] = useEditedSessionId();
  const [toDelete, setToDelete] = useState<LeadSession | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that it closes the way it opened (focus back on its button).
  const [bulkWanted, setBulkWanted] = useState(false);
  if (bulkOpen && !bulkWanted) setBulkWanted(true);
  const csv = useCsvExport((signal, onProgress) => exportCsv.mutateAsync({ id: formId, signal, onProgress }));

  const sessions = useMemo(() => list.data?.results ?? [], [list.data]);
  // The lead opened from the table is kept as it was opened (a refetch of the list never closes its dialog); after a
  // reload the address names it, and it is taken from the list once that has loaded.
  const [opened, setOpened] = useState<LeadSession | null>(null);
  if (opened === null && editingId !== null) {
    const named = sessions.find((session) => String(session.id) === editingId && session.lead);
    if (named) setOpened(named);
  }
  const editing = editingId === null ? null : opened;
  const columns = useMemo(() => valueColumns(form.data, sessions), [form.data, sessions]);
  const total = list.data?.count ?? 0;
  const fillingSearch = paging.leadsOnly ? '?lead=1' : '';

  // The last session of a later page was deleted: show the last page that has sessions instead of an empty one.
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && sessions.length === 0 && paging.page > lastPage;
  const { set } = paging;
  useEffect(() => {
    if (pastTheEnd) set({ page: lastPage });
  }, [pastTheEnd, lastPage, set]);

  const onEditLead = useCallback(
    (session: LeadSession) => {
      setOpened(session);
      setEditingId(String(session.id));
    },
    [setEditingId],
  );
  const closeLead = () => {
    setOpened(null);
    setEditingId(null);
  };
  const onDelete = useCallback((session: LeadSession) => {
    setDeleteError(null);
    setToDelete(session);
  }, []);

  const saveLead = async (patch: LeadPatch) => {
    if (!editing?.lead) return;
    // Shown in the table at once; put back if the server refuses.
    const rollback = patchCachedLead(queryClient, formId, editing.id, patch);
    try {
      await updateLead.mutateAsync({ formId, sessionId: editing.id, leadId: editing.lead.id, patch });
      show({ tone: 'success', message: t('edit.saved') });
      closeLead();
    } catch (error) {
      rollback();
      show({ tone: 'error', message: t('edit.rolledBack') });
      throw error;
    }
  };

  const confirmDeleteOne = async () => {
    if (!toDelete) return;
    try {
      await deleteOne.mutateAsync({ formId, sessionId: toDelete.id });
      setSelectedIds((ids) => ids.filter((id) => id !== String(toDelete.id)));
      show({ tone: 'success', message: t('delete.doneOne') });
      setToDelete(null);
    } catch (error) {
      setDeleteError(t('delete.failed', { reason: failureText(error) }));
    }
  };

  const name = form.data?.name ?? '';
  const noSessionsAtAll = any.isSuccess && any.data.count === 0;
  const failed = (list.isError && !list.data) || (form.isError && !form.data);
  const formGone = form.isError && isNotFound(form.error);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{form.data ? t('title', { name }) : t('titleLoading')}</h1>
        {!formGone && (
          <div className={styles.row}>
            <Button variant="secondary" render={<Link to={formPaths.edit(formId)} />}>
              {t('editForm')}
            </Button>
            <Button variant="secondary" render={<Link to={formPaths.integrations(formId)} />}>
              {t('integrationsLink')}
            </Button>
            {csv.button(noSessionsAtAll)}
          </div>
        )}
      </header>
      {csv.status}

      {formGone ? (
        <FormGone />
      ) : failed ? (
        <ProblemNotice
          message={t('loadFailed', { reason: failureText(list.error ?? form.error) })}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                void form.refetch();
                void list.refetch();
                void any.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        />
      ) : noSessionsAtAll ? (
        <EmptyState
          title={t('empty.title')}
          text={form.data?.is_published === false ? t('empty.unpublished') : t('empty.text')}
          action={
            <div className={styles.section}>
              <CopyField label={t('empty.shareLink')} value={shareUrl(formId)} />
              <Button variant="secondary" render={<Link to={formPaths.edit(formId)} />}>
                {t('empty.openEditor')}
              </Button>
            </div>
          }
        />
      ) : (
        <>
          <section className={styles.sessions} aria-labelledby="results-sessions">
            <div className={styles.header}>
              <h2 id="results-sessions" className={styles.sectionTitle}>
                {t('sessions')}
              </h2>
              <Checkbox
                label={t('leadsOnly')}
                checked={paging.leadsOnly}
                onChange={(event) => {
                  setSelectedIds([]);
                  paging.set({ leadsOnly: event.target.checked, page: 0 });
                }}
              />
            </div>
            <SessionsTable
              sessions={sessions}
              valueColumns={columns}
              loading={list.isPending}
              stale={list.isPlaceholderData}
              page={paging.page}
              pageSize={paging.pageSize}
              total={total}
              pageSizes={PAGE_SIZES}
              onPageChange={(page) => paging.set({ page })}
              onPageSizeChange={(pageSize) => paging.set({ pageSize, page: 0 })}
              selectedIds={selectedIds}
              onSelectionChange={setSelectedIds}
              bulkActions={
                <>
                  <Button variant="secondary" size="sm" onClick={() => setSelectedIds([])}>
                    {t('clearSelection')}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    onPointerEnter={preload(BulkDeleteDialog)}
                    onFocus={preload(BulkDeleteDialog)}
                    onClick={() => setBulkOpen(true)}
                  >
                    {t('delete.selected', { count: selectedIds.length })}
                  </Button>
                </>
              }
              fillingHref={(session) => `${formPaths.filling(formId, session.id)}${fillingSearch}`}
              onEditLead={onEditLead}
              onDelete={onDelete}
              emptyText={paging.leadsOnly ? t('noLeads') : t('noSessions')}
            />
          </section>
          {/* Below the leads: at 1280×800 the chart and funnel above them pushed the table out of sight. */}
          <Suspense fallback={null}>
            <StatisticsPanel formId={formId} />
          </Suspense>
        </>
      )}

      <LeadEditDialog lead={editing?.lead ?? null} onClose={closeLead} onSave={saveLead} />

      <DeleteOneDialog open={toDelete !== null} onClose={() => setToDelete(null)} onConfirm={confirmDeleteOne} pending={deleteOne.isPending} error={deleteError} />

      {bulkWanted ? (
        <Suspense fallback={null}>
          <BulkDeleteDialog
            open={bulkOpen}
            onClose={() => setBulkOpen(false)}
            formId={formId}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

