import { describe, expect, it } from 'vitest';
import {
  gameStartHref,
  launchTarget,
  lobbyPath,
  newRequestId,
  playPath,
  type LaunchableGame,
  offersFreeTrial,
  type LaunchRequest,
  type Viewer,
} from './launch';
import { lotteryPrizeMode } from './prize-mode';

const GUEST: Viewer = { isLoggedIn: false, isTrial: false, guestTrials: true };
const MEMBER: Viewer = { isLoggedIn: true, isTrial: false, guestTrials: true };
const TRIAL_ACCOUNT: Viewer = { isLoggedIn: true, isTrial: true, guestTrials: true };

const slot: LaunchableGame = {
  id: '100001',
  name: 'Golden Dragon',
  vendor: 'PP',
  gameType: 'RNG',
  launchKind: 'GAME',
  hasFreeTrial: true,
  gameCode: 'pp_rng_0001',
};
const realOnly: LaunchableGame = { ...slot, id: '100002', hasFreeTrial: false };
const vnLotto: LaunchableGame = { ...slot, id: '200001', vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT', hasFreeTrial: false, gameCode: 'tcg_lotto_vn_elott_0001' };
const seaLottery: LaunchableGame = { ...slot, id: '200002', vendor: 'TCG_SEA', gameType: 'LOTT', hasFreeTrial: false, gameCode: 'tcg_sea_lott_0001' };
const lotto: LaunchableGame = { ...slot, id: '200003', vendor: 'TCG', gameType: 'LOTT', hasFreeTrial: false, gameCode: 'tcg_lott_0004' };
const eLotto: LaunchableGame = { ...slot, id: '200004', vendor: 'TCG_ELOTTO', gameType: 'ELOTT', hasFreeTrial: false, gameCode: 'tcg_elotto_elott_0002' };
const sports: LaunchableGame = { ...slot, id: '300001', name: 'Sportsbox', vendor: 'SBX', gameType: 'SPORTS', launchKind: 'VENDOR_LOBBY', hasFreeTrial: false };
const pvp: LaunchableGame = { ...slot, id: '400001', name: 'Showdown', vendor: 'KYC', gameType: 'PVP', hasFreeTrial: true };

const NAV_WITH_VN = [
  { gameType: 'LOTT', vendors: [{ code: 'TCG' }, { code: 'TCG_SEA' }] },
  { gameType: 'ELOTT', vendors: [{ code: 'TCG_LOTTO_VN' }, { code: 'TCG_ELOTTO' }] },
];
const NAV_WITHOUT = [
  { gameType: 'LOTT', vendors: [{ code: 'TCG' }] },
  { gameType: 'ELOTT', vendors: [{ code: 'TCG_ELOTTO' }] },
];

const target = (over: Partial<LaunchRequest>) => launchTarget({ game: slot, mode: 'real', viewer: MEMBER, returnTo: '/rng', navigation: NAV_WITH_VN, ...over });
const query = (href: string) => Object.fromEntries(new URL(href, 'https://portal.test').searchParams);
const path = (href: string) => new URL(href, 'https://portal.test').pathname;

describe('starting a game (docs/spec-index.md#states-and-transitions)', () => {
  it('a member plays real money through the game frame route (a POST)', () => {
    expect(target({})).toEqual({ kind: 'launch', action: playPath(slot, '/rng'), mode: 'real' });
    expect(query(playPath(slot, '/rng'))).toEqual({ from: '/rng' });
    expect(path(playPath(slot, '/rng'))).toBe('/play/100001');
  });

  it('logged out, real money leads to the login modal and back to the game', () => {
    const leads = target({ viewer: GUEST });
    expect(leads).toMatchObject({ kind: 'link' });
    if (leads.kind !== 'link') throw new Error('link expected');
    expect(path(leads.href)).toBe('/login');
    expect(query(leads.href).redirectTo).toBe(playPath(slot, '/rng'));
  });

  it('logged out, a lottery or a vendor lobby also comes back to where it leads', () => {
    const lottery = target({ viewer: GUEST, game: vnLotto });
    expect(lottery.kind === 'link' && query(lottery.href).redirectTo).toBe('/vnLottery?gameCode=tcg_lotto_vn_elott_0001');
    const lobby = target({ viewer: GUEST, game: sports });
    expect(lobby.kind === 'link' && query(lobby.href).redirectTo).toBe(lobbyPath(sports, '/rng'));
  });

  it('a trial (free-play) account asking real money gets the need-a-real-account prompt', () => {
    expect(target({ viewer: TRIAL_ACCOUNT })).toEqual({ kind: 'link', href: '/real-account-needed' });
    expect(target({ viewer: TRIAL_ACCOUNT, game: vnLotto })).toEqual({ kind: 'link', href: '/real-account-needed' });
  });

  it.each([
    ['a guest', GUEST],
    ['a member', MEMBER],
    ['a trial account', TRIAL_ACCOUNT],
  ])('a free trial launches at once for %s', (_who, viewer) => {
    expect(target({ viewer, mode: 'trial' })).toEqual({ kind: 'launch', action: playPath(slot, '/rng'), mode: 'trial' });
  });

  it('a free trial of a game without one is a real-money start', () => {
    expect(target({ viewer: GUEST, mode: 'trial', game: realOnly })).toMatchObject({ kind: 'link' });
    expect(target({ mode: 'trial', game: realOnly })).toMatchObject({ kind: 'launch', mode: 'real' });
  });

  it('TCG_LOTTO_VN opens /vnLottery and TCG_SEA /seaLottery, with the game code', () => {
    expect(target({ game: vnLotto })).toEqual({ kind: 'link', href: '/vnLottery?gameCode=tcg_lotto_vn_elott_0001' });
    expect(target({ game: seaLottery })).toEqual({ kind: 'link', href: '/seaLottery?gameCode=tcg_sea_lott_0001' });
  });

  it('LOTT and ELOTT open /lottery with the game code and the prize mode', () => {
    expect(target({ game: lotto })).toEqual({ kind: 'link', href: '/lottery?gameCode=tcg_lott_0004&prizeMode=ELOTT' });
    expect(target({ game: eLotto, navigation: NAV_WITHOUT })).toEqual({
      kind: 'link',
      href: '/lottery?gameCode=tcg_elotto_elott_0002&prizeMode=LOTT',
    });
  });

  it('a VASSALAGE card opens the vendor popup game list; inside it, the game starts', () => {
    expect(target({ game: sports })).toEqual({ kind: 'link', href: lobbyPath(sports, '/rng') });
    expect(query(lobbyPath(sports, '/rng'))).toEqual({ type: 'SPORTS', from: '/rng' });
    expect(path(lobbyPath(sports, '/rng'))).toBe('/play/lobby/SBX');
    expect(target({ game: sports, inLobby: true })).toMatchObject({ kind: 'launch', mode: 'real' });
  });

  it("a PVP game's real play picks a room first; its free trial starts at once", () => {
    expect(target({ game: pvp })).toEqual({ kind: 'link', href: lobbyPath(pvp, '/rng', true) });
    expect(query(lobbyPath(pvp, '/rng', true))).toEqual({ type: 'PVP', game: '400001', from: '/rng' });
    expect(target({ game: pvp, mode: 'trial', viewer: GUEST })).toMatchObject({ kind: 'launch', mode: 'trial' });
    expect(target({ game: pvp, inLobby: true })).toMatchObject({ kind: 'launch', mode: 'real' });
  });
});

describe('a link that knows only the game id (a game banner)', () => {
  it("leads to the game's start page; logged out, through the login modal", () => {
    expect(gameStartHref('100001', MEMBER, '/')).toBe('/play/100001?from=%2F');
    expect(gameStartHref('100001', GUEST, '/')).toBe(`/login?redirectTo=${encodeURIComponent('/play/100001?from=%2F')}`);
  });
});

describe('a brand without guest free play (ADR 036)', () => {
  const guest: Viewer = { ...GUEST, guestTrials: false };
  it('offers no free trial to a guest, and sends a guest who asks for one to log in', () => {
    expect(offersFreeTrial(slot, guest)).toBe(false);
    expect(offersFreeTrial(slot, GUEST)).toBe(true);
    expect(offersFreeTrial(slot, { ...MEMBER, guestTrials: false })).toBe(true);
    const target = launchTarget({ game: slot, viewer: guest, mode: 'trial', navigation: null, returnTo: '/' });
    expect(target.kind === 'link' && target.href.startsWith('/login')).toBe(true);
  });
});

describe('the lottery prize mode', () => {
  it('is ELOTT when the e-lottery section holds a VN lotto card', () => {
    expect(lotteryPrizeMode(NAV_WITH_VN)).toBe('ELOTT');
  });

  it('is ELOTT when the e-lottery section holds a LOTT card', () => {
    expect(
      lotteryPrizeMode([
        { gameType: 'LOTT', vendors: [{ code: 'TCG' }] },
        { gameType: 'ELOTT', vendors: [{ code: 'TCG' }] },
      ]),
    ).toBe('ELOTT');
  });

  it('is LOTT otherwise, or without an e-lottery section or navigation', () => {
    expect(lotteryPrizeMode(NAV_WITHOUT)).toBe('LOTT');
    expect(lotteryPrizeMode([{ gameType: 'LOTT', vendors: [{ code: 'TCG_LOTTO_VN' }] }])).toBe('LOTT');
    expect(lotteryPrizeMode(null)).toBe('LOTT');
  });
});

describe('request ids', () => {
  it('are fresh and match the platform rule', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_.:-]{8,80}$/);
  });
});
