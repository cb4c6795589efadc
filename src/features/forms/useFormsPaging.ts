import { useSearchParams } from 'react-router-dom';
import { defaultPageSizes } from '../../design-system';

export const formsPageSizes = defaultPageSizes;
const DEFAULT_PAGE_SIZE = formsPageSizes[0];

/**
 * The page (0-based, as the Table counts) and rows per page of My Forms, kept in the address (?page=2&size=25,
 * the page 1-based there), so a reload, a shared link and Back show the same page.
 */
export function useFormsPaging() {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const sizeParam = Number(params.get('size'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;
  const pageSize = formsPageSizes.find((size) => size === sizeParam) ?? DEFAULT_PAGE_SIZE;

  const go = (nextPage: number, nextSize: number) => {
    const next = new URLSearchParams(params);
    if (nextPage > 0) next.set('page', String(nextPage + 1));
    else next.delete('page');
    if (nextSize !== DEFAULT_PAGE_SIZE) next.set('size', String(nextSize));
    else next.delete('size');
    setParams(next);
  };

  return {
    page,
    pageSize,
    setPage: (nextPage: number) => go(nextPage, pageSize),
    // A new page size starts again from the first page: the old page number would point elsewhere.
    setPageSize: (nextSize: number) => go(0, nextSize),
  };
}
