/**
 * Live updates end to end in workerd (docs/decisions/040-live-updates.md): Subscription.live over
 * Server-Sent Events through /graphql, fed by the member's wallet Durable Object. An event published
 * after a ledger commit reaches exactly the member's streams, never another member's; a message from
 * the operator raises the badges; a logout ends the stream with SESSION_ENDED; a visitor is refused;
 * a platform without live events feeds the same subscription from a bounded poll; and one address
 * holds a bounded number of public streams.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { purgeGatewayCache } from '#gateway/index';
import { MAX_SITE_STREAMS_PER_VISITOR } from '#gateway/modules/live/stream-cap';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { newDemoMember, useHarness, type VisitOptions } from './harness';

const h = useHarness({ seedAccounts: true });
const MERCHANT = 'DEMO';

const LOGOUT = `mutation { logout }`;
const LIVE = `subscription { live { kind balance { amount total currency } badges { section count } } }`;
const SITE_LIVE = `subscription { siteLive { kind state maintenanceEndTime } }`;

interface LiveEvent {
  kind: string;
  balance: { amount: number; total: number; currency: string | null } | null;
  badges: { section: string; count: number }[] | null;
}

const newMember = () => newDemoMember(h, 'live', 'Live Player', '198.51.100.81');

/** An open stream: its events as they come (`next(ms)` waits for one), and whether it has ended. */
class Stream {
  private readonly events: (LiveEvent | { error: unknown })[] = [];
  private waiter: (() => void) | null = null;
  /** The body is read through this (it holds the body's lock, so the page's leaving goes through it too). */
  private readonly reader: ReadableStreamDefaultReader<string>;
  ended = false;

  constructor(readonly response: Response) {
    this.reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    void this.read();
  }

  private async read() {
    const reader = this.reader;
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (\w+)/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'next' && data) {
            const payload = JSON.parse(data) as { data?: { live?: LiveEvent; siteLive?: LiveEvent }; errors?: unknown };
            this.events.push(payload.data?.live ?? payload.data?.siteLive ?? { error: payload.errors });
          }
          if (event === 'complete') this.ended = true;
        }
        this.waiter?.();
      }
    } finally {
      this.ended = true;
      this.waiter?.();
    }
  }

  /** The next event within `ms`, or null. */
  async next(ms = 5000): Promise<LiveEvent | { error: unknown } | null> {
    const deadline = Date.now() + ms;
    while (this.events.length === 0 && !this.ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, Math.max(1, deadline - Date.now()));
      });
    }
    return this.events.shift() ?? null;
  }

  /** The page leaves: the body is cancelled (Yoga then ends the subscription). */
  async close() {
    await this.reader.cancel().catch(() => undefined);
  }
}

async function open(token: string | null, options: VisitOptions & { query?: string } = {}): Promise<Stream> {
  // On the brand's main domain: the public stream decides as the edge guard does, the domain check included.
  const request = new Request('https://aurora-play.example/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...options.headers },
    body: JSON.stringify({ query: options.query ?? LIVE }),
  });
  const response = await h.http(request, { ...options, token });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return new Stream(response);
}

const bet = (username: string, stakeMinor: number, payoutMinor: number) =>
  h.dev('POST', '/__dev/bet-round', { username, roundId: `live-${username}-${Date.now()}-${Math.random()}`, stakeMinor, payoutMinor });

async function fund(username: string, amountMinor: number) {
  const account = await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(MERCHANT, username).first<{ id: number }>();
  const result = await walletGate(env as never).execute({
    op: 'adjust',
    merchant: MERCHANT,
    accountId: account!.id,
    key: `live-fund-${username}-${Date.now()}`,
    amountMinor,
    kind: 'ADJUSTMENT',
    contra: 'HOUSE',
  });
  expect(result.ok).toBe(true);
}

describe('live updates over Server-Sent Events', () => {
  it('starts with the balance and badges, then pushes each ledger commit to the member’s streams only', async () => {
    const [a, b] = [await newMember(), await newMember()];
    await fund(a.username, 50_000);
    const mine = await open(a.token);
    const theirs = await open(b.token);
    try {
      const first = (await mine.next()) as LiveEvent;
      expect(first).toMatchObject({ kind: 'SNAPSHOT', balance: { amount: 50_000, total: 50_000 } });
      expect(Array.isArray(first.badges)).toBe(true);
      expect(await theirs.next()).toMatchObject({ kind: 'SNAPSHOT', balance: { amount: 0 } });

      expect((await bet(a.username, 1_000, 2_500)).status).toBe(200);
      // A round is two commits (the stake, then the result): the last event is the balance after both.
      const events: LiveEvent[] = [];
      for (let e = await mine.next(); e; e = await mine.next(1500)) events.push(e as LiveEvent);
      expect(events.length).toBeGreaterThanOrEqual(1);
      expect(events.every((e) => e.kind === 'BALANCE' && e.badges === null)).toBe(true);
      expect(events.at(-1)!.balance).toMatchObject({ amount: 51_500, total: 51_500 });

      // The other member heard nothing.
      expect(await theirs.next(1000)).toBeNull();
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('raises the badges when the operator sends the member a message, and only that member’s', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const mine = await open(a.token);
    const theirs = await open(b.token);
    try {
      const unread = (e: LiveEvent) => e.badges?.find((badge) => badge.section === 'messageV2')?.count ?? 0;
      const before = unread((await mine.next()) as LiveEvent);
      await theirs.next();
      expect((await h.dev('POST', '/__dev/inbox', { username: a.username, title: 'Welcome', content: 'A message for you' })).status).toBe(200);
      const event = (await mine.next()) as LiveEvent;
      expect(event.kind).toBe('BADGES');
      expect(unread(event)).toBe(before + 1);
      expect(event.balance).toBeNull();
      expect(await theirs.next(1000)).toBeNull();
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('ends the stream with SESSION_ENDED at a logout, and refuses a visitor', async () => {
    const a = await newMember();
    const stream = await open(a.token);
    expect(await stream.next()).toMatchObject({ kind: 'SNAPSHOT' });
    await h.run(LOGOUT, {}, { token: a.token });
    expect(await stream.next()).toMatchObject({ kind: 'SESSION_ENDED' });
    // And the stream is over.
    expect(await stream.next(2000)).toBeNull();
    expect(stream.ended).toBe(true);

    const visitor = await open(null);
    const refused = await visitor.next();
    expect(JSON.stringify(refused)).toContain('SESSION_ENDED');
    await visitor.close();
  });

  it('ends a stream at once when its session is ended from another session of the member', async () => {
    const a = await newMember();
    const other = await h.run(
      `mutation ($input: LoginInput!) { login(input: $input) { ok } }`,
      { input: { username: a.username, password: 'Down2024' } },
      {
        headers: { 'X-Test-Client-IP': '198.51.100.82' },
      },
    );
    const otherToken = (other.context.sessionChange as { token: string }).token;
    const stream = await open(a.token);
    expect(await stream.next()).toMatchObject({ kind: 'SNAPSHOT' });
    const sessions = (await h.run(`{ mySessions { id current } }`, {}, { token: otherToken })).result.data.mySessions as { id: string; current: boolean }[];
    const streamed = sessions.find((s) => !s.current)!;
    const ended = (await h.run(`mutation ($id: ID!) { endSession(id: $id) { ok } }`, { id: streamed.id }, { token: otherToken })).result.data.endSession;
    expect(ended.ok).toBe(true);
    expect(await stream.next(3000)).toMatchObject({ kind: 'SESSION_ENDED' });
    expect(await stream.next(2000)).toBeNull();
  });

  it('polls the balance on a platform without live events (function.not.available), with the same events', async () => {
    const a = await newMember();
    await fund(a.username, 10_000);
    h.binding.intercept = (endpoint, response) =>
      endpoint === '/wps/member/events'
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'not here', value: null }, { status: 200 })
        : response;
    const stream = await open(a.token, { vars: { LIVE_POLL_SECONDS: '1' } });
    try {
      expect(await stream.next()).toMatchObject({ kind: 'SNAPSHOT', balance: { amount: 10_000 } });
      await fund(a.username, 2_345);
      expect(await stream.next(5000)).toMatchObject({ kind: 'BALANCE', balance: { amount: 12_345 } });
      expect(h.binding.endpoints().filter((e) => e === '/wps/member/events')).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it('tells every open page, a visitor’s too, of the operator’s maintenance switch, on every shard, and when it ends', async () => {
    const a = await newMember();
    const visitor = await open(null, { query: SITE_LIVE });
    const member = await open(a.token, { query: SITE_LIVE });
    try {
      expect(await visitor.next()).toMatchObject({ kind: 'SNAPSHOT', state: 'NORMAL', maintenanceEndTime: null });
      expect(await member.next()).toMatchObject({ kind: 'SNAPSHOT', state: 'NORMAL' });
      const endsAt = Date.now() + 3_600_000;
      expect((await h.dev('PUT', '/__dev/status', { status: 1, maintenanceEndTime: endsAt })).status).toBe(200);
      expect(await visitor.next()).toEqual({ kind: 'STATUS', state: 'MAINTENANCE', maintenanceEndTime: endsAt });
      expect(await member.next()).toEqual({ kind: 'STATUS', state: 'MAINTENANCE', maintenanceEndTime: endsAt });
      // The same status again tells nobody anything.
      expect((await h.dev('PUT', '/__dev/status', { status: 1, maintenanceEndTime: endsAt })).status).toBe(200);
      expect(await visitor.next(800)).toBeNull();
      expect((await h.dev('PUT', '/__dev/status', { status: 0 })).status).toBe(200);
      expect(await visitor.next()).toMatchObject({ kind: 'STATUS', state: 'NORMAL' });
      // The streams were spread over the brand's shards: the platform was asked for one each.
      const shards = h.binding.requests.filter((r) => r.endpoint === '/wps/system/events').map((r) => new URL(r.path, 'https://x').searchParams.get('shard'));
      expect(shards).toHaveLength(2);
      for (const shard of shards) expect(Number(shard)).toBeGreaterThanOrEqual(0);
    } finally {
      await visitor.close();
      await member.close();
    }
  });

  it("tells every page the jackpot pools' amounts: as the stream opens, then after a stake on their games", async () => {
    const a = await newMember();
    await fund(a.username, 50_000);
    const visitor = await open(null, { query: `subscription { siteLive { kind state jackpots { code amount } } }` });
    try {
      const first = (await visitor.next()) as unknown as { kind: string; jackpots: { code: string; amount: number }[] };
      expect(first).toMatchObject({ kind: 'SNAPSHOT', state: 'NORMAL' });
      expect(first.jackpots.map((j) => j.code)).toEqual(['MEGA', 'MINI']);
      const mega = first.jackpots[0]!.amount;
      // Whatever an earlier test announced, this stake's growth is told (at most every 3 s otherwise).
      await env.DB.prepare("UPDATE jackpot_pools SET announced_at = 0 WHERE merchant_code = 'DEMO'").run();
      expect((await bet(a.username, 10_000, 0)).status).toBe(200);
      const told = (await visitor.next()) as unknown as { kind: string; state: string; jackpots: { code: string; amount: number }[] };
      expect(told).toMatchObject({ kind: 'JACKPOTS', state: 'NORMAL' });
      expect(told.jackpots.find((j) => j.code === 'MEGA')!.amount).toBe(mega + 100);
      // Within the next 3 s another stake tells nothing.
      expect((await bet(a.username, 10_000, 0)).status).toBe(200);
      expect(await visitor.next(800)).toBeNull();
    } finally {
      await visitor.close();
    }
  });

  it("tells a member their race standing with the balance after a round that scores, and every page the race's board", async () => {
    const a = await newMember();
    await fund(a.username, 50_000);
    const { result } = await h.run(`{ tournaments { code state entry } }`);
    const race = (result.data.tournaments as { code: string; state: string; entry: string }[]).find((t) => t.entry === 'OPT_IN' && t.state === 'RUNNING')!;
    const joined = await h.run(`mutation ($code: String!) { joinTournament(code: $code) { ok } }`, { code: race.code }, { token: a.token });
    expect(joined.result.data.joinTournament.ok).toBe(true);
    const member = await open(a.token, { query: `subscription { live { kind balance { amount } tournaments { code score position state } } }` });
    const board = await open(null, { query: `subscription { siteLive { kind leaderboard { code state entrants top { rank name score } } } }` });
    try {
      expect(await member.next()).toMatchObject({ kind: 'SNAPSHOT', tournaments: null });
      expect(await board.next()).toMatchObject({ kind: 'SNAPSHOT', leaderboard: null });
      await env.DB.prepare("UPDATE tournaments SET announced_at = 0 WHERE merchant_code = 'DEMO'").run();
      expect((await bet(a.username, 12_345, 0)).status).toBe(200);
      // The stake's balance first (nothing scored yet), then the settlement's, with the standing.
      type Told = { kind: string; tournaments: { code: string; score: number; position: number }[] | null } | null;
      const scored = async () => {
        let told: Told = null;
        for (let i = 0; i < 3 && !told?.tournaments; i += 1) told = (await member.next()) as unknown as Told;
        return told!;
      };
      const told = await scored();
      expect(told).toMatchObject({ kind: 'BALANCE' });
      expect(told.tournaments).toEqual([expect.objectContaining({ code: race.code, score: 12_345, state: 'RUNNING' })]);
      // The public board: past any jackpot amounts the stake also told.
      type Board = { kind: string; leaderboard: { code: string; top: { score: number }[] } | null } | null;
      const nextBoard = async () => {
        let seen: Board = null;
        for (let i = 0; i < 5 && seen?.kind !== 'LEADERBOARD'; i += 1) seen = (await board.next()) as unknown as Board;
        return seen;
      };
      const seen = await nextBoard();
      expect(seen).toMatchObject({ kind: 'LEADERBOARD', leaderboard: { code: race.code, state: 'RUNNING' } });
      expect(seen!.leaderboard!.top.map((line) => line.score)).toContain(12_345);
      // A losing round of a run scored by stakes still scores.
      expect((await bet(a.username, 100, 0)).status).toBe(200);
      expect((await scored()).tournaments![0]!.score).toBe(12_445);
    } finally {
      await member.close();
      await board.close();
    }
  });

  it('caps the public streams of one address: the next is refused with TOO_MANY_STREAMS, and a stream that ends gives its place back', async () => {
    const from = (ip: string) => ({ query: SITE_LIVE, headers: { 'X-Test-Client-IP': ip } });
    const ADDRESS = '198.51.100.91';
    const streams: Stream[] = [];
    try {
      for (let i = 0; i < MAX_SITE_STREAMS_PER_VISITOR; i += 1) streams.push(await open(null, from(ADDRESS)));
      for (const stream of streams) expect(await stream.next()).toMatchObject({ kind: 'SNAPSHOT' });

      // One more from the address: refused inside the protocol, before anything opens, and over.
      const asked = h.binding.requests.filter((r) => r.endpoint === '/wps/system/events').length;
      const refused = await open(null, from(ADDRESS));
      streams.push(refused);
      expect(await refused.next()).toEqual({ error: [expect.objectContaining({ extensions: { code: 'TOO_MANY_STREAMS' } })] });
      expect(await refused.next(1000)).toBeNull();
      expect(refused.ended).toBe(true);
      expect(h.binding.requests.filter((r) => r.endpoint === '/wps/system/events')).toHaveLength(asked);

      // Another address, and a member at the same address (counted by their session), are not refused.
      const other = await open(null, from('198.51.100.92'));
      streams.push(other);
      expect(await other.next()).toMatchObject({ kind: 'SNAPSHOT' });
      const member = await open((await newMember()).token, from(ADDRESS));
      streams.push(member);
      expect(await member.next()).toMatchObject({ kind: 'SNAPSHOT' });

      // A page that leaves gives its place back: the address opens one again.
      await streams[0]!.close();
      let reopened: LiveEvent | { error: unknown } | null = null;
      for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
        const again = await open(null, from(ADDRESS));
        streams.push(again);
        reopened = await again.next();
        if (reopened && 'kind' in reopened) break;
      }
      expect(reopened).toMatchObject({ kind: 'SNAPSHOT', state: 'NORMAL' });
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it('refuses a shard out of range and a request without the upgrade, and polls the status on a platform without public events', async () => {
    const outOfRange = await h.platform.fetch(
      new Request('https://platform.test/wps/system/events?shard=64', { headers: { Merchant: MERCHANT, Upgrade: 'websocket' } }),
    );
    expect(outOfRange.status).toBe(400);
    const plain = await h.platform.fetch(new Request('https://platform.test/wps/system/events?shard=1', { headers: { Merchant: MERCHANT } }));
    expect(plain.status).toBe(426);

    h.binding.intercept = (endpoint, response) => (endpoint === '/wps/system/events' ? new Response('<h1>Not found</h1>', { status: 404 }) : response);
    const stream = await open(null, { query: SITE_LIVE, vars: { LIVE_POLL_SECONDS: '1' } });
    try {
      expect(await stream.next()).toMatchObject({ kind: 'SNAPSHOT', state: 'NORMAL' });
      expect((await h.dev('PUT', '/__dev/status', { status: 1 })).status).toBe(200);
      // The poll reads the edge-cached status (fresh for 10 s): emptied here, the next read asks the platform.
      purgeGatewayCache();
      expect(await stream.next(5_000)).toMatchObject({ kind: 'STATUS', state: 'MAINTENANCE' });
    } finally {
      await stream.close();
    }
  });
});
