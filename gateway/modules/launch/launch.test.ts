import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import type { LaunchGameInput } from '#gateway/generated/resolvers-types';
import { launchGame } from './launch';

interface Call {
  name: string;
  options: { query?: Record<string, unknown>; body?: Record<string, unknown> };
}

/**
 * A context whose platform answers `answer` (or throws it) and records each call; its domain routes
 * (read for the launch CDN, not recorded) list `launchCdn` (an Error: they cannot be read) and the
 * brand's domain www.brand.example, by which the request came unless `host` says otherwise.
 */
function contextWith(
  answer: unknown,
  {
    session = true,
    locale = 'ko' as 'en' | 'ko' | 'zh-CN',
    gameOrigins = [] as string[],
    launchCdn = [] as string[] | Error,
    host = 'www.brand.example',
    environment = 'production',
  } = {},
) {
  const calls: Call[] = [];
  const ctx = {
    locale,
    host,
    session: session ? { token: 't' } : null,
    config: { gameOrigins, environment },
    visitor: { ip: '203.0.113.9' },
    platform: {
      call: async (name: string, options: Call['options'] = {}) => {
        if (name === 'domainRoute') {
          if (launchCdn instanceof Error) throw launchCdn;
          return { mainDomain: 'brand.example', domains: ['www.brand.example'], imageCdn: [], launchCdn };
        }
        calls.push({ name, options });
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  } as unknown as GatewayContext;
  return { ctx, calls };
}

const input = (over: Partial<LaunchGameInput> = {}): LaunchGameInput => ({
  gameId: '100001',
  gameType: 'RNG',
  vendor: 'PP',
  gameCode: 'pp_rng_0001',
  mode: 'REAL',
  requestId: 'tap-12345678',
  ...over,
});

const refusal = (platformCode: string) => UpstreamError.fromPlatform('launchGame', platformCode, 'x');

describe('launchGame', () => {
  it('real money: launchGame with every protocol field, the language always sent', async () => {
    const { ctx, calls } = contextWith({ gameUrl: '/rgs/slot/abc' });
    const payload = await launchGame(input({ roomId: 'KYC-R1' }), ctx);
    expect(payload).toEqual({ ok: true, errors: [], gameUrl: '/rgs/slot/abc', mode: 'REAL' });
    expect(calls).toEqual([
      {
        name: 'launchGame',
        options: {
          query: {
            gameType: 'RNG',
            vassalage: 'PP',
            gameId: 'pp_rng_0001',
            nodeId: '100001',
            platform: 'web',
            language: 'KO',
            requestId: 'tap-12345678',
            launchMode: 'GLS',
            accountType: 1,
            roomId: 'KYC-R1',
          },
        },
      },
    ]);
  });

  it("a member's free trial: launchGame with accountType 0", async () => {
    const { ctx, calls } = contextWith({ gameUrl: '/rgs/slot/abc' }, { locale: 'en' });
    await launchGame(input({ mode: 'TRIAL' }), ctx);
    expect(calls[0]).toMatchObject({ name: 'launchGame', options: { query: { accountType: 0, language: 'EN' } } });
  });

  it('Simplified Chinese goes to the platform as the protocol names it, CN (not ZH-CN)', async () => {
    const { ctx, calls } = contextWith({ gameUrl: '/rgs/slot/abc' }, { locale: 'zh-CN' });
    await launchGame(input(), ctx);
    expect(calls[0]).toMatchObject({ name: 'launchGame', options: { query: { language: 'CN' } } });
  });

  it("a guest's free trial: the trial launch, without a session", async () => {
    const { ctx, calls } = contextWith({ gameUrl: '/rgs/slot/abc' }, { session: false });
    const payload = await launchGame(input({ mode: 'TRIAL' }), ctx);
    expect(payload.ok).toBe(true);
    expect(calls).toEqual([
      {
        name: 'gameTrialLaunch',
        options: {
          body: { gameType: 'RNG', vassalage: 'PP', gameId: 'pp_rng_0001', nodeId: '100001', platform: 'web', language: 'KO', requestId: 'tap-12345678' },
        },
      },
    ]);
  });

  it('real money without a session: LOGIN_REQUIRED, no platform call', async () => {
    const { ctx, calls } = contextWith({ gameUrl: '/rgs/x' }, { session: false });
    expect(await launchGame(input(), ctx)).toMatchObject({ ok: false, errors: [{ code: 'LOGIN_REQUIRED' }] });
    expect(calls).toEqual([]);
  });

  it.each([
    ['#734', 'GAME_NOT_FINISHED', null],
    ['#727', 'SYSTEM_BUSY', null],
    ['member.trial_account', 'TRIAL_ACCOUNT', null],
    ['game.trial_unavailable', 'TRIAL_UNAVAILABLE', 'mode'],
    ['function.not.available', 'NOT_AVAILABLE', null],
  ])('maps the refusal %s to %s', async (platformCode, code, field) => {
    const { ctx } = contextWith(refusal(platformCode));
    expect(await launchGame(input(), ctx)).toMatchObject({ ok: false, errors: [{ code, field }] });
  });

  it('an ended session is SESSION_ENDED', async () => {
    const { ctx } = contextWith(new UpstreamError(ErrorCode.SessionEnded, 'login required', 'launchGame'));
    expect(await launchGame(input(), ctx)).toMatchObject({ ok: false, errors: [{ code: 'SESSION_ENDED' }] });
  });

  it('an unreachable platform stays an error (masked or passed on by its code), not a user error', async () => {
    const { ctx } = contextWith(new UpstreamError(ErrorCode.UpstreamTimeout, 'slow', 'launchGame'));
    await expect(launchGame(input(), ctx)).rejects.toThrow('slow');
  });

  it('never answers an address outside the game origins', async () => {
    for (const gameUrl of ['https://evil.example.net/x', '/member/withdraw', 'javascript:alert(1)']) {
      const { ctx } = contextWith({ gameUrl }, { gameOrigins: ['https://games.example.com'] });
      expect(await launchGame(input(), ctx)).toMatchObject({ ok: false, errors: [{ code: 'GAME_UNAVAILABLE' }] });
    }
    const { ctx } = contextWith({ gameUrl: 'https://games.example.com/p?t=1' }, { gameOrigins: ['https://games.example.com'] });
    expect(await launchGame(input(), ctx)).toMatchObject({ ok: true, gameUrl: 'https://games.example.com/p?t=1' });
  });

  it("opens the platform's own game pages on the visitor's launch CDN (ADR 047), and nothing else there", async () => {
    // A base with a path is no launch CDN (the game pages' links start at the root), nor plain http off this machine.
    const launchCdn = ['https://launch.example.com/', 'https://cdn.example.com/g/', 'not a base', 'http://launch.example.net'];
    const moved = await launchGame(input(), contextWith({ gameUrl: '/rgs/game/abc?x=1' }, { launchCdn }).ctx);
    expect(moved).toEqual({ ok: true, errors: [], gameUrl: 'https://launch.example.com/rgs/game/abc?x=1', mode: 'REAL' });
    // A vendor's own address stays where the vendor serves it.
    const vendor = contextWith({ gameUrl: 'https://games.example.com/p?t=1' }, { launchCdn, gameOrigins: ['https://games.example.com'] });
    expect(await launchGame(input(), vendor.ctx)).toMatchObject({ ok: true, gameUrl: 'https://games.example.com/p?t=1' });
    // A platform that answers on its launch CDN already is framed as it is; any other path of that host is not a game.
    const already = await launchGame(input(), contextWith({ gameUrl: 'https://LAUNCH.example.com:443/rgs/game/abc' }, { launchCdn }).ctx);
    expect(already).toMatchObject({ ok: true, gameUrl: 'https://launch.example.com/rgs/game/abc' });
    for (const gameUrl of [
      'https://launch.example.com/member/withdraw',
      'https://launch.example.com/rgs/../member',
      'https://launch.example.com/rgs/%2e%2e/member',
      'https://cdn.example.com/g/rgs/game/abc',
      'http://launch.example.net/rgs/game/abc',
      'https://launch.example.com./rgs/game/abc',
    ]) {
      expect(await launchGame(input(), contextWith({ gameUrl }, { launchCdn }).ctx)).toMatchObject({ ok: false, errors: [{ code: 'GAME_UNAVAILABLE' }] });
    }
  });

  it('keeps the game page on the portal when the domain routes cannot be read, or the portal is on a host the brand does not list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unread = contextWith({ gameUrl: '/rgs/game/abc' }, { launchCdn: new Error('platform down') });
    expect(await launchGame(input(), unread.ctx)).toMatchObject({ ok: true, gameUrl: '/rgs/game/abc' });
    warn.mockRestore();
    // The brand's game pages let only its own domains (and this machine) frame them.
    const elsewhere = contextWith({ gameUrl: '/rgs/game/abc' }, { launchCdn: ['https://launch.example.com'], host: 'brand.workers.dev' });
    expect(await launchGame(input(), elsewhere.ctx)).toMatchObject({ ok: true, gameUrl: '/rgs/game/abc' });
    const here = contextWith({ gameUrl: '/rgs/game/abc' }, { launchCdn: ['http://aurora.localhost:8787'], host: '127.0.0.1', environment: 'development' });
    expect(await launchGame(input(), here.ctx)).toMatchObject({ ok: true, gameUrl: 'http://aurora.localhost:8787/rgs/game/abc' });
    // Plain http on this machine's names is a development matter: never a production CDN.
    const local = contextWith({ gameUrl: '/rgs/game/abc' }, { launchCdn: ['http://aurora.localhost:8787'], host: 'localhost' });
    expect(await launchGame(input(), local.ctx)).toMatchObject({ ok: true, gameUrl: '/rgs/game/abc' });
  });

  it.each([
    ['requestId', { requestId: 'short' }],
    ['gameId', { gameId: 'abc' }],
    ['vendor', { vendor: 'P P' }],
    ['gameCode', { gameCode: '../x' }],
    ['roomId', { roomId: 'a b' }],
  ])('refuses a malformed %s before any call', async (field, over) => {
    const { ctx, calls } = contextWith({ gameUrl: '/rgs/x' });
    expect(await launchGame(input(over), ctx)).toMatchObject({ ok: false, errors: [{ code: 'INVALID_INPUT', field }] });
    expect(calls).toEqual([]);
  });
});
