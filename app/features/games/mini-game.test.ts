import { describe, expect, it } from 'vitest';
import { hrefWithout } from '#app/components/href';
import { miniCloseHref, MINI_PARAMS, miniGameHref } from './mini-game';

describe('the mini-game dialog address', () => {
  it('is the page the game was started from with the dialog parameters, its own query kept', () => {
    const href = miniGameHref('/mini?page=2', { id: '9001' }, '/rgs/play?session=abc&x=1', 'trial');
    const url = new URL(href, 'http://portal.test');
    expect(url.pathname).toBe('/mini');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get(MINI_PARAMS.game)).toBe('9001');
    expect(url.searchParams.get(MINI_PARAMS.frame)).toBe('/rgs/play?session=abc&x=1');
    expect(url.searchParams.get(MINI_PARAMS.mode)).toBe('trial');
    // Closing removes exactly the dialog's parameters.
    expect(hrefWithout(url.pathname, url.search, ...Object.values(MINI_PARAMS))).toBe('/mini?page=2');
  });

  it('replaces the parameters of a dialog already open (a second mini game from the same page)', () => {
    const first = miniGameHref('/', { id: '1' }, '/rgs/a', 'real');
    const second = new URL(miniGameHref(first, { id: '2' }, '/rgs/b', 'real'), 'http://portal.test');
    expect(second.searchParams.getAll(MINI_PARAMS.game)).toEqual(['2']);
    expect(second.searchParams.getAll(MINI_PARAMS.frame)).toEqual(['/rgs/b']);
  });
});

describe('closing the mini-game dialog', () => {
  it('leads to the page without the dialog, and never off the site', () => {
    expect(miniCloseHref(new URL('http://portal.test/mini?page=2&miniGame=1&miniFrame=%2Frgs%2Fa&miniMode=real'))).toBe('/mini?page=2');
    expect(miniCloseHref(new URL('http://portal.test//elsewhere.example/?miniGame=1&miniFrame=%2Frgs%2Fa'))).toBe('/');
  });
});
