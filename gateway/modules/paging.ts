/** Clamps a client-supplied number into [min, max]; every page size and limit goes through it. */
export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/**
 * The platform pages by number and size; clients ask for a slice by offset and limit (the home
 * page shows 10, then 12 more per 'more'). Returns the platform pages of size `limit` that cover
 * the slice, and where the slice starts inside the first of them.
 */
export function pagesCovering(offset: number, limit: number): { pageSize: number; pages: number[]; skip: number } {
  const first = Math.floor(offset / limit) + 1;
  const last = Math.floor((offset + limit - 1) / limit) + 1;
  const pages = first === last ? [first] : [first, last];
  return { pageSize: limit, pages, skip: offset - (first - 1) * limit };
}
