import { clamp } from '#gateway/modules/paging';

/** A report's page and page size as the platform takes them (page 1..10,000, size 1..100). */
export function reportPage(page: number | null | undefined, pageSize: number | null | undefined): { pageNo: number; pageSize: number } {
  return { pageNo: clamp(page ?? 1, 1, 10_000), pageSize: clamp(pageSize ?? 20, 1, 100) };
}

export const order = (direction: 'ASC' | 'DESC' | null | undefined) => (direction === 'ASC' ? 'asc' : 'desc');
