import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LeadForm } from '../../api';
import { Button, DeleteDialog, EmptyState, Heading, Inline, Menu, Page, ProblemNotice, Spinner, Switch, Table, Text, TruncatedText, visuallyHidden, type TableColumn } from '../../design-system';
import { formPaths } from '../../domain';
import { FormIcon, MoreIcon } from './icons';
import * as styles from './forms.css';
import { dateTimeFormat, numberFormat } from '../../domain/intl';
import type { PagedListProps } from '../../domain/paging';

export const myFormsStatuses = ['loading', 'error', 'ready'] as const;
export type MyFormsStatus = (typeof myFormsStatuses)[number];

/** Forms shown from an earlier load (kept on the device, or a page ago) while the server is asked again, or after it failed to answer. */
export const myFormsRefreshes = ['updating', 'failed'] as const;
export type MyFormsRefresh = (typeof myFormsRefreshes)[number];

export interface MyFormsViewProps extends PagedListProps {
  status: MyFormsStatus;
  /** Said while the forms shown are not known to be current (null: they are, or none are shown). */
  refresh?: MyFormsRefresh | null;
  /** The forms of the current page (`total`: all forms of the owner). */
  forms: readonly LeadForm[];
  onRetry: () => void;
  onTogglePublished: (form: LeadForm, published: boolean) => void;
  onCopyShareLink: (form: LeadForm) => void;
  /** Resolves once the server confirmed; a rejection keeps the dialog open with its message. */
  onDelete: (form: LeadForm) => Promise<unknown>;
  onOpenHelp: () => void;
}

/** Both ways to start a form: by hand, or with AI (the AI-assisted flow owns its own route). */
function CreateButtons() {
  const { t } = useTranslation('forms');
  return (
    <Inline>
      <Button render={<Link to={formPaths.newByHand} />}>{t('create.byHand')}</Button>
      <Button variant="secondary" render={<Link to={formPaths.newWithAi} />}>
        {t('create.withAi')}
      </Button>
    </Inline>
  );
}

/** My Forms: the owner's forms, a page at a time, with publishing and every action on a form. */
export function MyFormsView(props: MyFormsViewProps) {
  const { status, refresh = null, forms, total, page, pageSize, onPageChange, onPageSizeChange, onRetry, onOpenHelp } = props;
  const { t, i18n } = useTranslation('forms');
  const [toDelete, setToDelete] = useState<LeadForm | null>(null);
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const numbers = numberFormat(i18n.language);

  const columns: TableColumn<LeadForm>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (form) => (
        <Link className={styles.nameLink} to={formPaths.edit(form.id)}>
          <TruncatedText>{form.name}</TruncatedText>
        </Link>
      ),
    },
    {
      id: 'published',
      header: t('columns.published'),
      cell: (form) => (
        <Switch
          label={<span className={visuallyHidden}>{t('publishedLabel', { name: form.name })}</span>}
          checked={form.is_published}
          onChange={(event) => props.onTogglePublished(form, event.currentTarget.checked)}
        />
      ),
    },
    { id: 'views', header: t('columns.views'), align: 'end', cell: (form) => numbers.format(form.views) },
    { id: 'leads', header: t('columns.leads'), align: 'end', cell: (form) => numbers.format(form.leads_count) },
    {
      id: 'updated',
      header: t('columns.updated'),
      cell: (form) =>
        form.last_updated ? dateFormat.format(new Date(form.last_updated)) : <Text as="span" tone="muted">—</Text>,
    },
    {
      id: 'actions',
      header: <span className={visuallyHidden}>{t('columns.actions')}</span>,
      align: 'end',
      pinEnd: true,
      cell: (form) => (
        <Menu
          label={t('actions.menu', { name: form.name })}
          trigger={<MoreIcon />}
          items={[
            { id: 'edit', label: t('actions.edit'), render: <Link to={formPaths.edit(form.id)} /> },
            { id: 'preview', label: t('actions.preview'), render: <Link to={formPaths.preview(form.id)} /> },
            { id: 'share', label: t('actions.copyShareLink'), onSelect: () => props.onCopyShareLink(form) },
            { id: 'results', label: t('actions.results'), render: <Link to={formPaths.results(form.id)} /> },
            { id: 'integrations', label: t('actions.integrations'), render: <Link to={formPaths.integrations(form.id)} /> },
            { id: 'separator', separator: true },
            { id: 'delete', label: t('actions.delete'), tone: 'danger', onSelect: () => setToDelete(form) },
          ]}
        />
      ),
    },
  ];

  const isEmpty = status === 'ready' && total === 0;
  return (
    <Page as="section" className={styles.page} aria-labelledby="my-forms-title">
      {/* Always there, so that a screen reader hears it change. */}
      <p role="status" className={styles.refresh}>
        {status === 'ready' && refresh === 'updating' ? t('refresh.updating') : status === 'ready' && refresh === 'failed' ? t('refresh.failed') : ''}
      </p>
      <Inline as="header" gap="md" align="center">
        <Heading level={1} id="my-forms-title" className={styles.heading}>
          {t('title')}
        </Heading>
        <Button variant="text" onClick={onOpenHelp}>
          {t('watchVideo')}
        </Button>
        {!isEmpty && <CreateButtons />}
      </Inline>

      {/* The first load is a spinner, not skeleton rows: rows of a guessed number and width would move the page
          when the real ones arrive. */}
      {status === 'loading' ? (
        <Inline justify="center" className={styles.loading}>
          <Spinner size="lg" tone="primary" />
        </Inline>
      ) : status === 'error' ? (
        <ProblemNotice
          message={t('loadFailed')}
          onRetry={onRetry}
        />
      ) : isEmpty ? (
        <EmptyState
          icon={<FormIcon />}
          title={t('empty.title')}
          text={t('empty.text')}
          action={<CreateButtons />}
        />
      ) : (
        <Table
          label={t('tableLabel')}
          columns={columns}
          rows={forms}
          getRowId={(form) => String(form.id)}
          getRowLabel={(form) => form.name}
          paging={{ page, pageSize, total }}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}

      <DeleteFormDialog form={toDelete} onClose={() => setToDelete(null)} onDelete={props.onDelete} />
    </Page>
  );
}

function DeleteFormDialog({
  form,
  onClose,
  onDelete,
}: {
  form: LeadForm | null;
  onClose: () => void;
  onDelete: (form: LeadForm) => Promise<unknown>;
}) {
  const { t } = useTranslation('forms');
  return (
    <DeleteDialog
      open={form !== null}
      onClose={onClose}
      title={t('delete.title', { name: form?.name ?? '' })}
      text={t('delete.message')}
      confirmLabel={t('delete.confirm')}
      onConfirm={async () => {
        if (!form) return;
        await onDelete(form);
        onClose();
      }}
      describeError={() => t('delete.failed')}
    />
  );
}
