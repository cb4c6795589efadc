import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LeadSession } from '../../api';
import { Button, cx, SelectionCheckbox, TablePagination, visuallyHidden } from '../../design-system';
import { resultsPaths } from './links';
import { shortAnswer, valueText, valuesOf, type ValueColumn } from './sessionValues';
import * as styles from './results.css';
import { dateTimeFormat } from '../../domain/intl';

export interface SessionsTableProps {
  formId: string;
  sessions: readonly LeadSession[];
  valueColumns: readonly ValueColumn[];
  loading: boolean;
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (selection: RowSelectionState) => void;
  /** The query string the filling screen keeps (the lead-only filter), so Back returns to the same list. */
  fillingSearch: string;
  onEditLead: (session: LeadSession) => void;
  onDelete: (session: LeadSession) => void;
  emptyText: string;
}

const SortIcon = ({ direction }: { direction: false | 'asc' | 'desc' }) => (
  <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    {direction === 'asc' ? <path d="M6 10V2M2.5 5.5 6 2l3.5 3.5" /> : null}
    {direction === 'desc' ? <path d="M6 2v8M2.5 6.5 6 10l3.5-3.5" /> : null}
    {direction === false ? <path d="m3 4.5 3-3 3 3M3 7.5l3 3 3-3" /> : null}
  </svg>
);

/**
 * The sessions of one page as a table (@tanstack/react-table for the columns, sorting and selection; the server
 * pages). Sorting orders the page shown; selection is kept across pages by session id.
 */
export function SessionsTable(props: SessionsTableProps) {
  const { t, i18n } = useTranslation('results');
  const { sessions, valueColumns, formId, fillingSearch, onEditLead, onDelete } = props;
  const [sorting, setSorting] = useState<SortingState>([]);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const { rowSelection, onRowSelectionChange } = props;
  // Selection is the screen's (it outlives a page), so the checkboxes change it directly.
  const togglePage = useCallback(
    (checked: boolean) => {
      const next = { ...rowSelection };
      for (const session of sessions) {
        if (checked) next[String(session.id)] = true;
        else delete next[String(session.id)];
      }
      onRowSelectionChange(next);
    },
    [rowSelection, sessions, onRowSelectionChange],
  );
  const toggleRow = useCallback(
    (id: string, checked: boolean) => {
      const next = { ...rowSelection };
      if (checked) next[id] = true;
      else delete next[id];
      onRowSelectionChange(next);
    },
    [rowSelection, onRowSelectionChange],
  );

  const columns = useMemo<ColumnDef<LeadSession>[]>(
    () => [
      {
        id: 'select',
        enableSorting: false,
        header: ({ table }) => (
          <SelectionCheckbox
            label={t('table.selectPage')}
            checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'mixed' : false}
            disabled={table.getRowModel().rows.length === 0}
            onChange={togglePage}
          />
        ),
        cell: ({ row }) => (
          <SelectionCheckbox
            label={t('table.selectRow', { what: row.original.lead?.name || row.original.lead?.email || t('table.session', { id: row.original.id }) })}
            checked={row.getIsSelected()}
            onChange={(checked) => toggleRow(row.id, checked)}
          />
        ),
      },
      {
        id: 'when',
        header: t('table.when'),
        accessorFn: (s) => s.created_at ?? '',
        cell: ({ row }) => (
          <Link className={styles.link} to={`${resultsPaths.filling(formId, row.original.id)}${fillingSearch}`}>
            {row.original.created_at ? when.format(new Date(row.original.created_at)) : t('table.session', { id: row.original.id })}
          </Link>
        ),
      },
      { id: 'name', header: t('table.name'), accessorFn: (s) => s.lead?.name ?? '', cell: ({ getValue }) => getValue<string>() || '—' },
      { id: 'email', header: t('table.email'), accessorFn: (s) => s.lead?.email ?? '', cell: ({ getValue }) => getValue<string>() || '—' },
      { id: 'phone', header: t('table.phone'), accessorFn: (s) => s.lead?.phone ?? '', cell: ({ getValue }) => getValue<string>() || '—' },
      ...valueColumns.map<ColumnDef<LeadSession>>((column) => ({
        id: `value:${column.ref}`,
        header: column.removed ? t('table.removedField', { ref: column.ref }) : column.title,
        accessorFn: (s) => valueText(valuesOf(s)[column.ref]),
        cell: ({ getValue }) => <span className={styles.clip}>{getValue<string>() || '—'}</span>,
      })),
      {
        id: 'answer',
        header: t('table.answer'),
        accessorFn: (s) => shortAnswer((s.filling?.ai_results ?? s.lead?.ai_results ?? []).join(' ')),
        cell: ({ getValue }) => <span className={styles.clip}>{getValue<string>() || '—'}</span>,
      },
      {
        id: 'lead',
        header: t('table.lead'),
        accessorFn: (s) => (s.has_lead ? 1 : 0),
        cell: ({ row }) => (row.original.has_lead ? <span className={styles.badge}>{t('table.isLead')}</span> : <span className={styles.muted}>{t('table.noLead')}</span>),
      },
      {
        id: 'actions',
        enableSorting: false,
        header: t('table.actions'),
        cell: ({ row }) => {
          const what = row.original.lead?.name || row.original.lead?.email || t('table.session', { id: row.original.id });
          return (
            <div className={styles.rowActions}>
              {row.original.lead ? (
                <Button variant="text" size="sm" aria-label={t('table.editNamed', { what })} onClick={() => onEditLead(row.original)}>
                  {t('table.edit')}
                </Button>
              ) : null}
              <Button variant="text" size="sm" aria-label={t('table.deleteNamed', { what })} onClick={() => onDelete(row.original)}>
                {t('table.delete')}
              </Button>
            </div>
          );
        },
      },
    ],
    [t, when, valueColumns, formId, fillingSearch, onEditLead, onDelete, togglePage, toggleRow],
  );

  // The table's functions change with its state, so the React Compiler leaves this component unmemoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: sessions as LeadSession[],
    columns,
    state: { sorting, rowSelection: props.rowSelection },
    getRowId: (s) => String(s.id),
    enableRowSelection: true,
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => props.onRowSelectionChange(typeof updater === 'function' ? updater(props.rowSelection) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    manualPagination: true,
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className={styles.tableFrame}>
      {/* Focusable so that keyboard users can scroll a table wider than the screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={t('table.label')} tabIndex={0}>
        <table className={styles.table} aria-busy={props.loading || props.stale || undefined} data-stale={props.stale || undefined}>
          <caption className={visuallyHidden}>{t('table.label')}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.th}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <SortIcon direction={sorted} />
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {props.loading ? (
              Array.from({ length: Math.min(props.pageSize, 8) }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  {Array.from({ length: columnCount }, (__, cell) => (
                    <td key={cell} className={styles.td}>
                      <span className={styles.skeletonCell} />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={cx(styles.td, styles.emptyCell)}>
                  {props.emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className={styles.tr} data-selected={row.getIsSelected() || undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={styles.td}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {props.loading ? (
          <span role="status" className={visuallyHidden}>
            {t('loading')}
          </span>
        ) : null}
      </div>
      <TablePagination
        paging={{ page: props.page, pageSize: props.pageSize, total: props.total, pageSizes: props.pageSizes }}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </div>
  );
}
