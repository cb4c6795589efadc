import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lastPageIfPast, pageFromSearch, writePage, type Paging } from '../domain/paging';

/**
 * A paged list's page and rows per page, kept in the address (`?page=2&size=25`) so that a reload, a shared link
 * and Back show the same page. Each change is a new history entry: Back returns to the page seen before.
 * `also` writes, in the same step, what else the screen keeps in the address with the page (a filter).
 */
export function useUrlPaging() {
  const [search, setSearch] = useSearchParams();
  const paging = pageFromSearch(search);
  const go = (next: Paging, also?: (params: URLSearchParams) => void, replace = false) => {
    const params = writePage(new URLSearchParams(search), next);
    also?.(params);
    setSearch(params, { replace });
  };
  return {
    ...paging,
    setPage: (page: number, also?: (params: URLSearchParams) => void) => go({ page, pageSize: paging.pageSize }, also),
    // A new page size starts again from the first page: the old page number would point elsewhere.
    setPageSize: (pageSize: number, also?: (params: URLSearchParams) => void) => go({ page: 0, pageSize }, also),
    /** Corrects the address in place (no history entry to come back to an empty page by). */
    replacePage: (page: number) => go({ page, pageSize: paging.pageSize }, undefined, true),
  };
}

/**
 * When the page shown is past the last page (its last rows were deleted, or an old link), goes to the last page
 * that has rows instead of showing an empty one. Takes the list's query as react-query gives it.
 */
export function useLastPageWhenPast(
  paging: ReturnType<typeof useUrlPaging>,
  list: { isSuccess: boolean; isPlaceholderData: boolean; data?: { count: number; results: readonly unknown[] } },
) {
  const settled = list.isSuccess && !list.isPlaceholderData && list.data !== undefined;
  const target = settled && list.data ? lastPageIfPast(paging, { count: list.data.count, rows: list.data.results.length }) : null;
  const { replacePage } = paging;
  useEffect(() => {
    if (target !== null) replacePage(target);
  }, [target, replacePage]);
}
