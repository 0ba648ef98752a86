import { describe, expect, it } from 'vitest';
import { visibleSections, type AreaSection } from './sections';

const sections: AreaSection<'points' | 'favorites'>[] = [
  { path: '/member', label: 'account.myAccount', end: true },
  { path: '/member/points', label: 'points', requires: 'points' },
  { path: '/member/favorites', label: 'favorites', requires: 'favorites' },
];

describe('an area menu from its section table', () => {
  it('shows a section with a switch only when the brand has it on', () => {
    expect(visibleSections(sections, { points: true, favorites: false }).map((s) => s.path)).toEqual(['/member', '/member/points']);
  });

  it('shows only the sections without a switch when the flags could not be read', () => {
    expect(visibleSections(sections, null).map((s) => s.path)).toEqual(['/member']);
  });
});
