/** The rows-per-page choices a paged table offers unless it names its own. A module of its own: code that reads a page from the address uses it without loading the table. */
export const defaultPageSizes = [10, 25, 50] as const;
