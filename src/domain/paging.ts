/**
 * The paging of every server-paged list (My Forms, chats, a chat's visitors, results): the rows-per-page choices,
 * and the page as the address keeps it (`?page=2&size=25`, the page counted from 1 there). Plain code without
 * React: index.html's script reads My Forms' page from the address to ask for the list early.
 */

/** The rows-per-page choices of every paged list and of the design system's Table; the first is the default. */
export const pageSizes = [10, 25, 50, 100] as const;

/** A page counted from 0 (as the Table counts) and its rows per page. */
export type Paging = { page: number; pageSize: number };

/** What a view of one page of a server-paged list draws its paging with: the page, the rows and the whole count. */
export type PagedListProps = Paging & {
  /** The rows of every page. */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** The page the address names; a missing or unusable page is the first, an unknown size the default one. */
export function pageFromSearch(search: URLSearchParams): Paging {
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  return {
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: pageSizes.find((choice) => choice === size) ?? pageSizes[0],
  };
}

/** Writes the page into the address's parameters, leaving the first page and the default size out (a plain address). */
export function writePage(search: URLSearchParams, { page, pageSize }: Paging): URLSearchParams {
  if (page > 0) search.set('page', String(page + 1));
  else search.delete('page');
  if (pageSize !== pageSizes[0]) search.set('size', String(pageSize));
  else search.delete('size');
  return search;
}

/** The list call's parameters for that page (the server counts pages from 1). */
export function pageQuery({ page, pageSize }: Paging) {
  return { page: page + 1, page_size: pageSize };
}

/**
 * The last page that has rows, when the page shown is past it (its last rows were deleted, or the address names a
 * page that no longer exists); otherwise null. Asked only of a settled answer for the page shown.
 */
export function lastPageIfPast({ page, pageSize }: Paging, list: { count: number; rows: number }): number | null {
  const lastPage = Math.max(0, Math.ceil(list.count / pageSize) - 1);
  return list.rows === 0 && page > lastPage ? lastPage : null;
}
