import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteLeadForm, useLeadForms, type LeadForm } from '../../api';
import { useSnackbar } from '../../design-system';
import { useHelp } from '../help';
import { shareUrl } from '../../domain';
import { MyFormsView } from './MyFormsView';
import { pageQuery } from '../../domain/paging';
import { useLastPageWhenPast, useUrlPaging } from '../../lib/useUrlPaging';
import { usePublishToggle } from './usePublishToggle';

/** /forms: the owner's forms from the server, a page at a time. */
export function MyFormsScreen() {
  const { t } = useTranslation('forms');
  const { show } = useSnackbar();
  const help = useHelp();
  const paging = useUrlPaging();
  const list = useLeadForms(pageQuery(paging));
  const toggle = usePublishToggle({
    onRefused: (form) =>
      show({ tone: 'error', message: t(form.is_published ? 'toggle.unpublishFailed' : 'toggle.publishFailed', { name: form.name }) }),
  });
  const remove = useDeleteLeadForm();

  // The first rows render in a background render that yields to the browser, not in one long task when the list
  // arrives; every later change (a switch, a page) shows at once.
  const rowsShown = useDeferredValue(list.data) !== undefined;
  const total = list.data?.count ?? 0;
  const forms = list.data?.results ?? [];
  useLastPageWhenPast(paging, list);

  const copyShareLink = async (form: LeadForm) => {
    try {
      await navigator.clipboard.writeText(shareUrl(form.id));
      show({ tone: 'success', message: t('shareLinkCopied') });
    } catch {
      show({ tone: 'error', message: t('shareLinkCopyFailed') });
    }
  };

  // Forms from an earlier load (drawn from the device at the start of a visit, or the previous page) are said to be
  // so until the server's answer replaces them.
  const refresh = list.isFetching && (list.isStale || list.isPlaceholderData) ? 'updating' : list.isError ? 'failed' : null;

  return (
    <MyFormsView
      status={list.data && rowsShown ? 'ready' : list.isError ? 'error' : 'loading'}
      refresh={refresh}
      forms={forms}
      total={total}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      onRetry={() => void list.refetch()}
      onTogglePublished={(form, published) => toggle.mutate({ form, isPublished: published })}
      onCopyShareLink={(form) => void copyShareLink(form)}
      onDelete={async (form) => {
        await remove.mutateAsync(form.id);
        show({ tone: 'success', message: t('delete.done', { name: form.name }) });
      }}
      onOpenHelp={help.open}
    />
  );
}
