import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FORMS_PAGE_SIZE, formsPageFrom } from './paging';

/** My Forms' page and rows per page, kept in the address so that a reload, a shared link and Back show the same page. */
export function useFormsPaging() {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = formsPageFrom(params);

  const go = (nextPage: number, nextSize: number) => {
    const next = new URLSearchParams(params);
    if (nextPage > 0) next.set('page', String(nextPage + 1));
    else next.delete('page');
    if (nextSize !== DEFAULT_FORMS_PAGE_SIZE) next.set('size', String(nextSize));
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
