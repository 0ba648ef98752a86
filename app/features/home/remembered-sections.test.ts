import { describe, expect, it } from 'vitest';
import type { GameSectionFragment } from '#app/graphql/generated/graphql';
import { rememberedSections, rememberSections } from './remembered-sections';

const answer = (name: string) =>
  [{ vendor: null, category: { gameType: name, name, hasVendorMenu: false, vendors: [] }, games: null }] as GameSectionFragment[];

describe('the remembered sections', () => {
  it('keeps an answer by account and state, the latest for a key', () => {
    expect(rememberedSections('|')).toBeUndefined();
    rememberSections('|', answer('A'));
    rememberSections('|', answer('B'));
    expect(rememberedSections('|')).toEqual(answer('B'));
  });

  it('forgets the oldest of more than five, counting a key answered again as new', () => {
    for (const key of ['1', '2', '3', '4', '5']) rememberSections(key, answer(key));
    // '|' (above) was the oldest; '1' is answered again, so '2' is now the oldest.
    rememberSections('1', answer('1 again'));
    rememberSections('6', answer('6'));
    expect(rememberedSections('|')).toBeUndefined();
    expect(rememberedSections('2')).toBeUndefined();
    for (const key of ['3', '4', '5', '6']) expect(rememberedSections(key)).toEqual(answer(key));
    expect(rememberedSections('1')).toEqual(answer('1 again'));
  });
});
