import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LeadSession } from '../../api';
import { Button, cx, sortRows, Table, Text, TruncatedText, type TableColumn, type TableSort } from '../../design-system';
import { answerAsPlainText } from '../../domain/plainText';
import { valueText, valuesOf, type ValueColumn } from './sessionValues';
import * as styles from './results.css';
import { dateTimeFormat } from '../../domain/intl';

export interface SessionsTableProps {
  /** The table's name, when not a form's sessions (a chat's leads). */
  label?: string;
  /** False: no AI answer column (a chat's lead has its answers in its conversation, not in the row). */
  withAnswer?: boolean;
  sessions: readonly LeadSession[];
  valueColumns: readonly ValueColumn[];
  loading: boolean;
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** The selected sessions' ids, of any page: the screen's, so a selection outlives a page. None: no selection. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Buttons shown above the table while sessions are selected. */
  bulkActions?: ReactNode;
  /** Where a session's time leads: a form's filling (keeping the lead-only filter for Back), a chat's conversation. */
  fillingHref: (session: LeadSession) => string;
  onEditLead: (session: LeadSession) => void;
  onDelete: (session: LeadSession) => void;
  emptyText: string;
}

/**
 * The sessions of one page as the design system's table. The server pages; sorting orders the page shown; a row's
 * actions stay in view while the table scrolls sideways.
 */
export function SessionsTable(props: SessionsTableProps) {
  const { t, i18n } = useTranslation('results');
  const { sessions, valueColumns, fillingHref, onEditLead, onDelete } = props;
  const [sort, setSort] = useState<TableSort | null>(null);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rowLabel = useCallback(
    (session: LeadSession) => session.lead?.name || session.lead?.email || t('table.session', { id: session.id }),
    [t],
  );

  const columns = useMemo<TableColumn<LeadSession>[]>(() => {
    const text = (id: string, header: string, value: (session: LeadSession) => string, className?: string): TableColumn<LeadSession> => ({
      id,
      header,
      sortable: true,
      sortValue: value,
      cell: (session) => <TruncatedText className={className}>{value(session) || '—'}</TruncatedText>,
    });
    return [
      {
        id: 'when',
        header: t('table.when'),
        sortable: true,
        sortValue: (session) => session.created_at ?? '',
        cell: (session) => (
          <Link className={cx(styles.link, styles.when)} to={fillingHref(session)}>
            {session.created_at ? when.format(new Date(session.created_at)) : t('table.session', { id: session.id })}
          </Link>
        ),
      },
      text('name', t('table.name'), (session) => session.lead?.name ?? ''),
      text('email', t('table.email'), (session) => session.lead?.email ?? ''),
      text('phone', t('table.phone'), (session) => session.lead?.phone ?? ''),
      ...valueColumns.map((column) =>
        text(
          `value:${column.ref}`,
          column.removed ? t('table.removedField', { ref: column.ref }) : column.title,
          (session) => valueText(valuesOf(session)[column.ref]),
          styles.clip,
        ),
      ),
      ...(props.withAnswer === false
        ? []
        : [text('answer', t('table.answer'), (session) => answerAsPlainText((session.filling?.ai_results ?? session.lead?.ai_results ?? []).join('\n\n'), 80), styles.clip)]),
      {
        id: 'lead',
        header: t('table.lead'),
        sortable: true,
        sortValue: (session) => (session.has_lead ? 1 : 0),
        cell: (session) =>
          session.has_lead ? <span className={styles.badge}>{t('table.isLead')}</span> : <Text as="span" tone="muted">{t('table.noLead')}</Text>,
      },
      {
        id: 'actions',
        header: t('table.actions'),
        pinEnd: true,
        cell: (session) => {
          const what = rowLabel(session);
          return (
            <div className={styles.rowActions}>
              {session.lead ? (
                <Button variant="text" size="sm" aria-label={t('table.editNamed', { what })} onClick={() => onEditLead(session)}>
                  {t('table.edit')}
                </Button>
              ) : null}
              <Button variant="text" size="sm" aria-label={t('table.deleteNamed', { what })} onClick={() => onDelete(session)}>
                {t('table.delete')}
              </Button>
            </div>
          );
        },
      },
    ];
  }, [t, when, valueColumns, fillingHref, onEditLead, onDelete, rowLabel, props.withAnswer]);

  return (
    <Table
      label={props.label ?? t('table.label')}
      columns={columns}
      rows={sortRows(sessions, columns, sort)}
      getRowId={(session) => String(session.id)}
      getRowLabel={rowLabel}
      sort={sort}
      onSortChange={setSort}
      paging={{ page: props.page, pageSize: props.pageSize, total: props.total }}
      onPageChange={props.onPageChange}
      onPageSizeChange={props.onPageSizeChange}
      selectedIds={props.selectedIds}
      onSelectionChange={props.onSelectionChange}
      bulkActions={props.bulkActions}
      loading={props.loading}
      stale={props.stale}
      emptyText={props.emptyText}
    />
  );
}
