import { describe, expect, it } from 'vitest';
import { sectionStateSearch } from './section-state-search';

describe('sectionStateSearch', () => {
  it("keeps only a section's state, in one order", () => {
    expect(sectionStateSearch('?shown=22&utm=x&vendor=PP&section=RNG')).toBe('section=RNG&vendor=PP&shown=22');
    expect(sectionStateSearch('section=LIVE')).toBe('section=LIVE');
  });

  it('is empty without one', () => {
    expect(sectionStateSearch('')).toBe('');
    expect(sectionStateSearch('?tab=favorites&page=2')).toBe('');
  });

  it('keeps repeated values as the address has them', () => {
    expect(sectionStateSearch('?vendor=A&vendor=B')).toBe('vendor=A&vendor=B');
  });
});
