import { describe, expect, it } from 'vitest';
import { lastPageIfPast, pageFromSearch, pageQuery, pageSizes, writePage } from './paging';

const page = (search: string) => pageFromSearch(new URLSearchParams(search));

describe('the page a paged list shows, from its address', () => {
  it('reads the page (counted from 1 in the address) and a size of the one list', () => {
    expect(page('?page=3&size=25')).toEqual({ page: 2, pageSize: 25 });
    expect(page('?page=2&size=100')).toEqual({ page: 1, pageSize: 100 });
    expect(page('')).toEqual({ page: 0, pageSize: pageSizes[0] });
  });

  it('shows the first page for a page that is not a page number', () => {
    for (const bad of ['abc', '0', '-2', '2.5', '', '1e400', 'Infinity']) expect(page(`?page=${bad}`).page).toBe(0);
  });

  it('shows the default size for a size not offered', () => {
    for (const bad of ['7', '1000', 'x', '0']) expect(page(`?size=${bad}`).pageSize).toBe(pageSizes[0]);
  });

  it('writes the page back as it reads it, leaving the first page and the default size out', () => {
    const written = writePage(new URLSearchParams('lead=1&page=4&size=50'), { page: 0, pageSize: pageSizes[0] });
    expect(written.toString()).toBe('lead=1');
    const again = writePage(new URLSearchParams('lead=1'), { page: 6, pageSize: 25 });
    expect(again.toString()).toBe('lead=1&page=7&size=25');
    expect(pageFromSearch(again)).toEqual({ page: 6, pageSize: 25 });
  });

  it('asks the server for the page counted from 1', () => {
    expect(pageQuery({ page: 2, pageSize: 25 })).toEqual({ page: 3, page_size: 25 });
  });
});

describe('a page past the last page', () => {
  it('goes to the last page that has rows when the page shown is past it', () => {
    // Page 3 (0-based) of 10 rows each, after the deletes left 21 rows: pages 0..2.
    expect(lastPageIfPast({ page: 3, pageSize: 10 }, { count: 21, rows: 0 })).toBe(2);
    expect(lastPageIfPast({ page: 9, pageSize: 25 }, { count: 50, rows: 0 })).toBe(1);
  });

  it('goes to the first page when nothing is left', () => {
    expect(lastPageIfPast({ page: 2, pageSize: 10 }, { count: 0, rows: 0 })).toBe(0);
  });

  it('stays on a page that has rows, and on an empty first page', () => {
    expect(lastPageIfPast({ page: 2, pageSize: 10 }, { count: 21, rows: 1 })).toBeNull();
    expect(lastPageIfPast({ page: 0, pageSize: 10 }, { count: 0, rows: 0 })).toBeNull();
  });
});
