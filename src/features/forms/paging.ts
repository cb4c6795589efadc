import { defaultPageSizes } from '../../design-system';

export const formsPageSizes = defaultPageSizes;
export const DEFAULT_FORMS_PAGE_SIZE = formsPageSizes[0];

/**
 * The page (0-based, as the Table counts) and rows per page of My Forms, read from the address (?page=2&size=25,
 * the page 1-based there). Plain code without React: the app also reads it at start-up to ask for the list early.
 */
export function formsPageFrom(params: URLSearchParams): { page: number; pageSize: number } {
  const pageParam = Number(params.get('page'));
  const sizeParam = Number(params.get('size'));
  return {
    page: Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0,
    pageSize: formsPageSizes.find((size) => size === sizeParam) ?? DEFAULT_FORMS_PAGE_SIZE,
  };
}

/** The list call's parameters for that page (the server counts pages from 1). */
export function formsListParams({ page, pageSize }: { page: number; pageSize: number }) {
  return { page: page + 1, page_size: pageSize };
}
