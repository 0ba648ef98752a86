import { describe, expect, it } from 'vitest';
import { pageCount, readPage, readTableState, sortHref, tableHref } from './table-state';

const read = (query: string, options = {}) => readTableState(new URLSearchParams(query), options);

describe('readTableState', () => {
  it('starts at page 1 with the default size and no sort', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 20, sort: null, dir: 'asc' });
    expect(read('', { defaultSort: { sort: 'time', dir: 'desc' }, defaultPageSize: 50 })).toEqual({ page: 1, pageSize: 50, sort: 'time', dir: 'desc' });
  });

  it('clamps the page and the page size', () => {
    expect(read('page=3&size=50')).toMatchObject({ page: 3, pageSize: 50 });
    expect(read('page=0').page).toBe(1);
    expect(read('page=-4').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=99999999').page).toBe(10000);
    expect(read('size=5000').pageSize).toBe(100);
    expect(read('size=1').pageSize).toBe(10);
    expect(read('size=30').pageSize).toBe(50);
    expect(read('size=x').pageSize).toBe(20);
  });

  it('sorts only by the columns that allow it', () => {
    const options = { sortable: ['amount', 'time'] };
    expect(read('sort=amount&dir=desc', options)).toMatchObject({ sort: 'amount', dir: 'desc' });
    expect(read('sort=amount&dir=sideways', options)).toMatchObject({ sort: 'amount', dir: 'asc' });
    expect(read('sort=password&dir=desc', options)).toMatchObject({ sort: null, dir: 'asc' });
  });
});

describe('readPage', () => {
  const page = (query: string, name?: string, max?: number) => readPage(new URLSearchParams(query), name, max);

  it('reads `page` as readTableState does, from 1 to 10 000', () => {
    expect(page('')).toBe(1);
    expect(page('page=7')).toBe(7);
    expect(page('page=0')).toBe(1);
    expect(page('page=-2')).toBe(1);
    expect(page('page=x')).toBe(1);
    expect(page('page=99999999')).toBe(10000);
  });

  it('reads another parameter, with its own upper bound', () => {
    expect(page('page=hotSlots&pageNo=3', 'pageNo')).toBe(3);
    expect(page('page=4', 'apage')).toBe(1);
    expect(page('apage=4', 'apage')).toBe(4);
    expect(page('page=6000', 'page', 5000)).toBe(5000);
  });
});

describe('links', () => {
  const state = { page: 2, pageSize: 20, sort: 'amount', dir: 'asc' as const };

  it('keep the filters and change only what is asked', () => {
    expect(tableHref('/records', '?from=2024-01-01&page=2', { page: 3 })).toBe('/records?from=2024-01-01&page=3');
    expect(tableHref('/records', '?from=2024-01-01&page=2', { page: 1 })).toBe('/records?from=2024-01-01');
    expect(tableHref('/records', '', { pageSize: 50 })).toBe('/records?size=50');
  });

  it('hold the page in another parameter when asked', () => {
    expect(tableHref('/', '?announcements=1&apage=2', { page: 3 }, 'apage')).toBe('/?announcements=1&apage=3');
    expect(tableHref('/', '?announcements=1&apage=2', { page: 1 }, 'apage')).toBe('/?announcements=1');
  });

  it('sort by a column from page 1, turning the direction round when it is the sort already', () => {
    expect(sortHref('/r', '?page=2&sort=amount&dir=asc', state, 'amount')).toBe('/r?sort=amount&dir=desc');
    expect(sortHref('/r', '?page=2&sort=amount&dir=asc', state, 'time')).toBe('/r?sort=time&dir=asc');
  });

  it('count pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
