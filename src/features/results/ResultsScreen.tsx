import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  patchCachedLead,
  useDeleteSession,
  useDeleteSessions,
  useExportLeadsCsv,
  useLeadForm,
  useSessions,
  useUpdateLead,
  type LeadPatch,
} from '../../api';
import { Button, Checkbox, CopyField, EmptyState, lazyPart, Stack, useSnackbar } from '../../design-system';
import { isNotFound } from '../../lib/failures';
import { FormGone } from './FormGone';
import { pageQuery } from '../../domain/paging';
import { useLastPageWhenPast } from '../../lib/useUrlPaging';
import { loadFailure, useBulkDelete, tablePage, useCsvExport, useDeleteOne, useEditedLead, usePaging } from './resultsParts';
import { ResultsView } from './ResultsView';
import { formPaths, shareUrl } from '../../domain';
import { valueColumns } from './sessionValues';

// The statistics (their date-range picker among them) sit below the leads: they load beside the leads' own code.
const StatisticsPanel = lazyPart(() => import('./StatisticsPanel').then((part) => part.StatisticsPanel));

/** /forms/results/:formId: the sessions and leads of a form, with their statistics. */
export function ResultsScreen() {
  const { t } = useTranslation('results');
  const formId = useParams().formId ?? '';
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const paging = usePaging();
  const form = useLeadForm(formId);
  const params = { ...pageQuery(paging), ...(paging.leadsOnly ? { has_lead: true } : {}) };
  const list = useSessions(formId, params);
  // Whether the form has any session at all decides between the table and the "share your form" state.
  const any = useSessions(formId, { page: 1, page_size: 0 });
  const updateLead = useUpdateLead();
  const deleteSession = useDeleteSession();
  const deleteSessions = useDeleteSessions();
  const exportCsv = useExportLeadsCsv();
  const csv = useCsvExport((signal, onProgress) => exportCsv.mutateAsync({ id: formId, signal, onProgress }));
  const bulk = useBulkDelete((ids) => deleteSessions.mutateAsync({ formId, ids }));
  const deleteOne = useDeleteOne(bulk, (session) => deleteSession.mutateAsync({ formId, sessionId: session.id }), {
    done: t('delete.doneOne'),
    failed: (reason) => t('delete.failed', { reason }),
  });

  const sessions = useMemo(() => list.data?.results ?? [], [list.data]);
  const { editing, open: onEditLead, close: closeLead } = useEditedLead(sessions);
  const columns = useMemo(() => valueColumns(form.data, sessions), [form.data, sessions]);
  const total = list.data?.count ?? 0;
  const fillingSearch = paging.leadsOnly ? '?lead=1' : '';

  useLastPageWhenPast(paging, list);

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

  const noSessionsAtAll = any.isSuccess && any.data.count === 0;
  const failed = (list.isError && !list.data) || (form.isError && !form.data);
  // The sessions' list may say the form is gone before the form's own call answers.
  const formGone = isNotFound(form.error) || isNotFound(list.error);

  return (
    <ResultsView
      name={form.data?.name}
      links={[
        { to: formPaths.edit(formId), label: t('editForm') },
        { to: formPaths.integrations(formId), label: t('integrationsLink') },
      ]}
      exportButton={csv.button(noSessionsAtAll)}
      status={csv.status}
      gone={formGone ? <FormGone /> : null}
      loadFailed={failed ? loadFailure([list, form, any]) : null}
      empty={
        noSessionsAtAll ? (
          <EmptyState
            title={t('empty.title')}
            text={form.data?.is_published === false ? t('empty.unpublished') : t('empty.text')}
            action={
              <Stack>
                <CopyField label={t('empty.shareLink')} value={shareUrl(formId)} />
                <Button variant="secondary" render={<Link to={formPaths.edit(formId)} />}>
                  {t('empty.openEditor')}
                </Button>
              </Stack>
            }
          />
        ) : null
      }
      heading={{
        id: 'results-sessions',
        text: t('sessions'),
        aside: (
          <Checkbox
            label={t('leadsOnly')}
            checked={paging.leadsOnly}
            onChange={(event) => {
              bulk.setSelectedIds([]);
              paging.setLeadsOnly(event.target.checked);
            }}
          />
        ),
      }}
      table={{
        sessions,
        valueColumns: columns,
        loading: list.isPending,
        ...tablePage(paging, list, total),
        fillingHref: (session) => `${formPaths.filling(formId, session.id)}${fillingSearch}`,
        onEditLead,
        emptyText: paging.leadsOnly ? t('noLeads') : t('noSessions'),
      }}
      statistics={<StatisticsPanel formId={formId} />}
      bulk={bulk}
      lead={{ lead: editing?.lead ?? null, onClose: closeLead, onSave: saveLead }}
      deleteOne={deleteOne}
    />
  );
}
