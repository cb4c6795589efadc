import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Table.css';
import { cx } from '../../cx';
import { visuallyHidden } from '../../visuallyHidden.css';
import { PageSizeSelect } from './PageSizeSelect';
import { numberFormat } from '../../../domain/intl';
// The product's one list of rows-per-page choices, the default of every paged table.
import { pageSizes as defaultPageSizes } from '../../../domain/paging';

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];
export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

export const columnAligns = ['start', 'end'] as const;
export type ColumnAlign = (typeof columnAligns)[number];

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Shows a sort button in the header; the caller sorts (server) or `useLocalTable` does (client). */
  sortable?: boolean;
  /** The value `useLocalTable` sorts by. */
  sortValue?: (row: Row) => string | number | null | undefined;
  align?: ColumnAlign;
  /** Stays in view at the end of the frame while the table scrolls sideways (a row's actions); the last column. */
  pinEnd?: boolean;
}


export interface TablePaging {
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  /** All rows over all pages (a server list's count). */
  total: number;
  pageSizes?: readonly number[];
}

export interface TableProps<Row> {
  /** The table's name for assistive technology (a visually hidden caption). */
  label: string;
  columns: readonly TableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** A short text naming a row, for its checkbox ("Select <rowLabel>"). */
  getRowLabel?: (row: Row) => string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  paging?: TablePaging;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Row selection for bulk actions: the selected ids (of any page) and their setter. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Buttons shown above the table while rows are selected. */
  bulkActions?: ReactNode;
  loading?: boolean;
  /** The rows shown are the previous page's while the next one loads: marked busy, a band sweeping above them. */
  stale?: boolean;
  /** Shown when there is no row; defaults to "Nothing here yet". */
  emptyText?: ReactNode;
  className?: string;
}

const Arrow = ({ direction }: { direction: SortDirection | null }) => (
  <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    {direction === 'ascending' ? <path d="M6 10V2M2.5 5.5 6 2l3.5 3.5" /> : null}
    {direction === 'descending' ? <path d="M6 2v8M2.5 6.5 6 10l3.5-3.5" /> : null}
    {direction === null ? <path d="m3 4.5 3-3 3 3M3 7.5l3 3 3-3" /> : null}
  </svg>
);

const PageIcon = ({ d }: { d: string }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d={d} />
  </svg>
);

/**
 * Whether the frame's content is wider than the frame, kept up to date as either changes size: only then does a
 * keyboard user need the frame as a tab stop to scroll it.
 */
function useScrollsSideways(frame: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [frame]);
  return scrolls;
}

/** Rows per page, the range shown ("1–10 of 42") and first/previous/next/last buttons, disabled at the ends. */
export function TablePagination({
  paging,
  onPageChange,
  onPageSizeChange,
}: {
  paging: TablePaging;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}) {
  const { t, i18n } = useTranslation(['designSystemParts', 'designSystem']);
  const format = numberFormat(i18n.language);
  const { page, pageSize, total } = paging;
  const pageSizes = paging.pageSizes ?? defaultPageSizes;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const buttons = [
    { key: 'first', target: 0, disabled: page <= 0, d: 'M4 3v10M12 3 7 8l5 5' },
    { key: 'previous', target: page - 1, disabled: page <= 0, d: 'M10 3 5 8l5 5' },
    { key: 'next', target: page + 1, disabled: page >= lastPage, d: 'm6 3 5 5-5 5' },
    { key: 'last', target: lastPage, disabled: page >= lastPage, d: 'M12 3v10M4 3l5 5-5 5' },
  ] as const;
  return (
    <div className={styles.pagination}>
      {onPageSizeChange ? <PageSizeSelect pageSize={pageSize} pageSizes={pageSizes} onChange={onPageSizeChange} /> : null}
      <p className={styles.range} aria-live="polite">
        {total === 0
          ? t('table.rangeEmpty')
          : t('table.range', { from: format.format(from), to: format.format(to), total: format.format(total) })}
      </p>
      <span className={styles.pageButtons}>
        {buttons.map((button) => (
          // Disabled at an end but still focusable (aria-disabled), so focus stays put when it reaches the end.
          <button
            key={button.key}
            type="button"
            className={styles.pageButton}
            aria-disabled={button.disabled || undefined}
            aria-label={t(`table.${button.key}Page`)}
            onClick={() => {
              if (!button.disabled) onPageChange?.(button.target);
            }}
          >
            <PageIcon d={button.d} />
          </button>
        ))}
      </span>
    </div>
  );
}

export interface SelectionCheckboxProps {
  /** 'mixed' for a page where some rows are selected. */
  checked: boolean | 'mixed';
  /** Its accessible name: what it selects. */
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** The box that selects a row, or every row of the page: also for tables that lay out their own rows. */
export function SelectionCheckbox({ checked, label, disabled, onChange }: SelectionCheckboxProps) {
  return (
    <input
      type="checkbox"
      // "mixed" is the native indeterminate state, which only a property sets.
      ref={(input) => {
        if (input) input.indeterminate = checked === 'mixed';
      }}
      className={styles.checkbox}
      checked={checked === true}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/**
 * A data table: typed columns, sortable headers (aria-sort on the sorted one), row selection with a select-all
 * checkbox for the page (mixed when some are selected), skeleton rows while loading, an empty state and
 * pagination. Sorting and paging are controlled, so a server-paged list drives them; `useLocalTable` does it on
 * the client. It scrolls sideways inside its frame on small screens.
 */
export function Table<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  sort,
  onSortChange,
  paging,
  onPageChange,
  onPageSizeChange,
  selectedIds,
  onSelectionChange,
  bulkActions,
  loading = false,
  stale = false,
  emptyText,
  className,
}: TableProps<Row>) {
  const { t } = useTranslation(['designSystemParts', 'designSystem']);
  const captionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const scrollsSideways = useScrollsSideways(frame);
  const selectable = Boolean(onSelectionChange);
  const selected = useMemo(() => new Set(selectedIds ?? []), [selectedIds]);
  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allState: boolean | 'mixed' =
    selectedOnPage === 0 || loading ? false : selectedOnPage === pageIds.length ? true : 'mixed';
  const columnCount = columns.length + (selectable ? 1 : 0);
  const skeletonRows = Math.min(paging?.pageSize ?? 5, 10);

  const toggleAll = () => {
    const next = new Set(selected);
    if (allState === true) pageIds.forEach((id) => next.delete(id));
    else pageIds.forEach((id) => next.add(id));
    onSelectionChange?.([...next]);
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange?.([...next]);
  };
  const sortBy = (columnId: string) => {
    const direction: SortDirection =
      sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
    onSortChange?.({ columnId, direction });
  };

  return (
    <div className={cx(styles.root, className)}>
      {selectable && selected.size > 0 ? (
        <div className={styles.toolbar}>
          <p className={styles.selectedCount} role="status">
            {t('table.selected', { number: selected.size })}
          </p>
          {bulkActions}
        </div>
      ) : null}
      {/* Focusable while the table is wider than its frame, so that keyboard users can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={frame} className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={scrollsSideways ? 0 : undefined}>
        {stale ? <span className={styles.staleBar} aria-hidden="true" /> : null}
        <table className={styles.table} aria-busy={loading || stale || undefined}>
          <caption id={captionId} className={visuallyHidden}>
            {label}
          </caption>
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className={cx(styles.th, styles.checkCell)}>
                  <SelectionCheckbox
                    checked={allState}
                    disabled={loading || rows.length === 0}
                    label={t('table.selectAll')}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction ?? undefined}
                    className={cx(styles.th, column.align === 'end' && styles.alignEnd, column.pinEnd && styles.pinnedEnd)}
                  >
                    {column.sortable && onSortChange ? (
                      <button type="button" className={styles.sortButton} onClick={() => sortBy(column.id)}>
                        {column.header}
                        <span className={styles.sortIcon}>
                          <Arrow direction={direction} />
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={`skeleton-${index}`} aria-hidden="true">
                  {Array.from({ length: columnCount }, (__, cell) => (
                    <td key={cell} className={styles.td}>
                      <span className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={cx(styles.td, styles.empty)}>
                  {emptyText ?? t('table.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const id = getRowId(row);
                const isSelected = selected.has(id);
                return (
                  <tr key={id} className={styles.row} data-selected={isSelected || undefined}>
                    {selectable ? (
                      <td className={cx(styles.td, styles.checkCell)}>
                        <SelectionCheckbox
                          checked={isSelected}
                          label={t('table.selectRow', { row: getRowLabel?.(row) ?? id })}
                          onChange={() => toggle(id)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={cx(styles.td, column.align === 'end' && styles.alignEnd, column.pinEnd && styles.pinnedCell)}
                      >
                        <span className={styles.cellContent}>{column.cell(row)}</span>
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
        {loading ? (
          <span role="status" className={visuallyHidden}>
            {t('designSystem:loading')}
          </span>
        ) : null}
      </div>
      {paging ? (
        <TablePagination paging={paging} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
      ) : null}
    </div>
  );
}

/** The rows in the order `sort` asks for, by the sorted column's `sortValue` (numbers as numbers, text by locale). */
export function sortRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], sort: TableSort | null | undefined): readonly Row[] {
  const value = columns.find((column) => column.id === sort?.columnId)?.sortValue;
  if (!sort || !value) return rows;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a) ?? '';
    const y = value(b) ?? '';
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y)) * factor;
  });
}

/** Client-side sorting and paging of a whole list, giving the controlled props of `Table`. */
export function useLocalTable<Row>(
  allRows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  options: { pageSize?: number; sort?: TableSort | null; pageSizes?: readonly number[] } = {},
) {
  const [sort, setSort] = useState<TableSort | null>(options.sort ?? null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(options.pageSize ?? defaultPageSizes[0]);
  const sorted = useMemo(() => sortRows(allRows, columns, sort), [allRows, columns, sort]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / pageSize) - 1);
  const current = Math.min(page, lastPage);
  return {
    rows: sorted.slice(current * pageSize, (current + 1) * pageSize),
    sort,
    onSortChange: (next: TableSort) => {
      setSort(next);
      setPage(0);
    },
    paging: { page: current, pageSize, total: sorted.length, pageSizes: options.pageSizes } satisfies TablePaging,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
}
