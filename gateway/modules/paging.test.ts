import { describe, expect, it } from 'vitest';
import { clamp, pagesCovering } from './paging';

describe('clamp', () => {
  it('keeps values inside the range', () => {
    expect(clamp(5, 1, 10)).toBe(5);
    expect(clamp(1, 1, 10)).toBe(1);
    expect(clamp(10, 1, 10)).toBe(10);
  });

  it('clamps to the bounds', () => {
    expect(clamp(0, 1, 10)).toBe(1);
    expect(clamp(-50, 1, 10)).toBe(1);
    expect(clamp(11, 1, 10)).toBe(10);
    expect(clamp(2 ** 31, 1, 100)).toBe(100);
  });

  it('truncates fractions toward zero', () => {
    expect(clamp(3.9, 1, 10)).toBe(3);
    expect(clamp(-3.9, -10, 10)).toBe(-3);
  });

  it('answers the minimum for non-finite input', () => {
    expect(clamp(Number.NaN, 1, 10)).toBe(1);
    expect(clamp(Number.POSITIVE_INFINITY, 1, 10)).toBe(1);
    expect(clamp(Number.NEGATIVE_INFINITY, 1, 10)).toBe(1);
  });
});

describe('pagesCovering', () => {
  it('covers offset 10 limit 12 with pages 1 and 2 of size 12, skipping 10', () => {
    expect(pagesCovering(10, 12)).toEqual({ pageSize: 12, pages: [1, 2], skip: 10 });
  });

  it('needs one page when the offset is aligned to the limit', () => {
    expect(pagesCovering(0, 10)).toEqual({ pageSize: 10, pages: [1], skip: 0 });
    expect(pagesCovering(12, 12)).toEqual({ pageSize: 12, pages: [2], skip: 0 });
    expect(pagesCovering(240, 20)).toEqual({ pageSize: 20, pages: [13], skip: 0 });
    expect(pagesCovering(7, 1)).toEqual({ pageSize: 1, pages: [8], skip: 0 });
  });

  it('always covers exactly the asked slice', () => {
    for (let offset = 0; offset < 60; offset += 1) {
      for (const limit of [1, 2, 3, 7, 10, 12, 22, 50]) {
        const { pageSize, pages, skip } = pagesCovering(offset, limit);
        expect(pageSize).toBe(limit);
        expect(pages.length).toBeLessThanOrEqual(2);
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        if (pages.length === 2) expect(pages[1]).toBe(pages[0] + 1);
        // Concatenating the pages' item indices and slicing must give offset .. offset + limit - 1.
        const indices = pages.flatMap((page) => Array.from({ length: pageSize }, (_, i) => (page - 1) * pageSize + i));
        const slice = indices.slice(skip, skip + limit);
        expect(slice).toEqual(Array.from({ length: limit }, (_, i) => offset + i));
      }
    }
  });
});
