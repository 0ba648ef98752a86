/**
 * Web push on the reference platform (docs/platform-protocol.md "Web push"; docs/decisions/065): a
 * member's kinds start off and are turned on one by one, a browser subscribes with keys that are
 * checked, and a paid withdrawal, a complaint's answer and an offer (with the PUSH channel's
 * consent, never to an excluded member) reach the browser encrypted for it alone (decrypted here with
 * its keys) and signed with the brand's VAPID key, once; a subscription the push service says is gone
 * is dropped; a member keeps ten browsers at most; a brand without its keys offers none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { testSubscription, vapidClaims, type TestSubscription } from '../../fixtures/web-push';
import { accountsPlatform, authed, newLoggedInMember, seedDemoAccounts, type AccountsPlatform, type LoggedInMember } from './accounts-client';
import { callJson } from './client';

const IP = '198.51.100.171';
let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

let made = 0;
const member = () => newLoggedInMember(p, `push${++made}`, { nickname: 'Pushed' }, IP);
const endpointOf = (name: string) => `https://push.test/send/${name}-${crypto.randomUUID()}`;

const settings = (m: LoggedInMember) => callJson(p, '/wps/member/push', { headers: authed(m.token) });
const turnOn = (m: LoggedInMember, kinds: Record<string, boolean>) =>
  callJson(p, '/wps/member/push/preferences', { method: 'PUT', headers: authed(m.token), body: { kinds } });
const subscribe = (m: LoggedInMember, sub: Pick<TestSubscription, 'endpoint' | 'keys'>, language = 'EN') =>
  callJson(p, '/wps/member/push/subscription', { method: 'POST', headers: authed(m.token), body: { endpoint: sub.endpoint, keys: sub.keys, language } });

async function received(sub: TestSubscription): Promise<{ message: Record<string, string>; headers: Record<string, string> }[]> {
  const { body } = await callJson(p, `/__dev/push/messages?endpoint=${encodeURIComponent(sub.endpoint)}`, { rawHeaders: new Headers() });
  return Promise.all(
    (body.value.list as { body: string; headers: Record<string, string> }[]).map(async (row) => ({
      message: JSON.parse(await sub.decrypt(row.body)) as Record<string, string>,
      headers: row.headers,
    })),
  );
}

/** A withdrawal of `amountMinor` held and then paid by the operator, as the wallet does it. */
async function paidWithdrawal(m: LoggedInMember, amountMinor: number): Promise<number> {
  const gate = walletGate(p.env);
  const funded = await gate.execute({
    op: 'adjust',
    merchant: 'DEMO',
    accountId: m.id,
    key: `push-fund-${m.id}-${Date.now()}`,
    amountMinor,
    kind: 'ADJUSTMENT',
    contra: 'HOUSE',
  });
  expect(funded.ok).toBe(true);
  const card = { cardId: 1, bankName: 'Test Bank', maskedNumber: '****1234', accountName: 'Pushed' };
  const held = await gate.execute({ op: 'withdraw.request', merchant: 'DEMO', accountId: m.id, key: `push-wd-${m.id}-${Date.now()}`, amountMinor, card });
  expect(held.ok, JSON.stringify(held)).toBe(true);
  const withdrawalId = (held as { value: { withdrawalId: number } }).value.withdrawalId;
  const paid = await gate.execute({ op: 'withdraw.decide', merchant: 'DEMO', accountId: m.id, withdrawalId, outcome: 'PAID' });
  expect(paid.ok).toBe(true);
  return withdrawalId;
}

/** The pushes sent beside a change go out after its answer: wait for them to land. */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (ready(value) || attempt === 40) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('web push', () => {
  it('starts with every kind off and the brand’s public key; a kind is turned on alone', async () => {
    const m = await member();
    const first = (await settings(m)).body.value;
    expect(first).toEqual({
      publicKey: p.env.VAPID_PUBLIC_KEY,
      kinds: [
        { kind: 'DRAW_RESULTS', enabled: false },
        { kind: 'WITHDRAWAL_PAID', enabled: false },
        { kind: 'ANSWERS', enabled: false },
        { kind: 'TOURNAMENTS', enabled: false },
      ],
      subscriptions: 0,
    });
    const on = (await turnOn(m, { WITHDRAWAL_PAID: true })).body.value;
    expect(on.kinds.filter((k: { enabled: boolean }) => k.enabled).map((k: { kind: string }) => k.kind)).toEqual(['WITHDRAWAL_PAID']);
    for (const kinds of [{ WITHDRAWAL_PAID: 'yes' }, { OFFERS: true }, []]) {
      const refused = await turnOn(m, kinds as never);
      expect(refused.status, JSON.stringify(kinds)).toBe(400);
      expect(refused.body.errorCode).toBe('request_param_err');
    }
  });

  it("tells a paid withdrawal to the member's browser, encrypted for it and signed by the brand, once", async () => {
    const m = await member();
    const sub = await testSubscription(endpointOf('wd'));
    expect((await subscribe(m, sub)).body.value.subscriptions).toBe(1);
    // Off: nothing is sent.
    await paidWithdrawal(m, 12_34);
    expect(await received(sub)).toEqual([]);
    await turnOn(m, { WITHDRAWAL_PAID: true });
    const withdrawalId = await paidWithdrawal(m, 12_34);
    const [push] = await eventually(
      () => received(sub),
      (list) => list.length > 0,
    );
    expect(push!.message).toEqual({
      kind: 'WITHDRAWAL_PAID',
      title: 'Withdrawal paid',
      body: 'Your withdrawal of $12.34 has been paid.',
      url: '/member/withdraw',
      tag: `withdrawal-${withdrawalId}`,
    });
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
    const claims = await vapidClaims(push!.headers.authorization!, p.env.VAPID_PUBLIC_KEY!);
    expect(claims).toMatchObject({ aud: 'https://push.test', sub: 'mailto:push@aurora-play.example' });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    // The same decision again (a repeat): nothing more.
    const again = await walletGate(p.env).execute({ op: 'withdraw.decide', merchant: 'DEMO', accountId: m.id, withdrawalId, outcome: 'PAID' });
    expect(again.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await received(sub)).toHaveLength(1);
  });

  it("writes in the language the browser subscribed in, with that language's currency", async () => {
    const m = await member();
    const sub = await testSubscription(endpointOf('ko'));
    await subscribe(m, sub, 'KO');
    await turnOn(m, { WITHDRAWAL_PAID: true });
    await paidWithdrawal(m, 5_000);
    const [push] = await eventually(
      () => received(sub),
      (list) => list.length > 0,
    );
    expect(push!.message).toMatchObject({ title: '출금 완료', body: '₩50.00 출금이 지급되었습니다.' });
  });

  it("tells a complaint's answer, and an offer only to a member who consented to its PUSH channel and is not excluded", async () => {
    const [a, b] = [await member(), await member()];
    const [subA, subB] = [await testSubscription(endpointOf('a')), await testSubscription(endpointOf('b'))];
    await subscribe(a, subA);
    await subscribe(b, subB);
    await turnOn(a, { ANSWERS: true });
    const filed = await callJson(p, '/wps/member/complaints', {
      method: 'POST',
      headers: authed(a.token),
      body: { subject: { kind: 'SERVICE' }, body: 'Slow chat.' },
    });
    const reference = filed.body.value.reference as string;
    const answered = await callJson(p, '/__dev/complaints/answer', {
      rawHeaders: new Headers({ 'content-type': 'application/json' }),
      body: { reference, body: 'Sorry.' },
    });
    expect(answered.status).toBe(200);
    const [answer] = await eventually(
      () => received(subA),
      (list) => list.length > 0,
    );
    expect(answer!.message).toMatchObject({ kind: 'ANSWERS', title: `Complaint ${reference} answered`, url: `/member/complaints?reference=${reference}` });

    // An offer: member a consented to the PUSH channel of lottery offers, b did not.
    const consent = await callJson(p, '/wps/member/consents', {
      method: 'PUT',
      headers: authed(a.token, { 'X-Client-IP': IP }),
      body: { consents: [{ product: 'LOTTERY', channel: 'PUSH', granted: true }] },
    });
    expect(consent.status).toBe(200);
    const sent = await callJson(p, '/__dev/marketing/send', {
      rawHeaders: new Headers({ 'content-type': 'application/json' }),
      body: { product: 'LOTTERY', channels: ['PUSH'], title: 'Lucky draw', body: 'Draws every minute.' },
    });
    expect(sent.status).toBe(200);
    const offers = await eventually(
      () => received(subA),
      (list) => list.length > 1,
    );
    expect(offers[1]!.message).toMatchObject({ kind: 'OFFER', title: 'Lucky draw', body: 'Draws every minute.', url: '/promotions' });
    expect(await received(subB)).toEqual([]);
  });

  it('drops a subscription the push service says is gone, and keeps ten browsers at most', async () => {
    const m = await member();
    await turnOn(m, { WITHDRAWAL_PAID: true });
    const gone = await testSubscription(`https://gone.push.test/send/${crypto.randomUUID()}`);
    await subscribe(m, gone);
    await paidWithdrawal(m, 1_000);
    expect(
      (
        await eventually(
          () => settings(m),
          (answer) => answer.body.value.subscriptions === 0,
        )
      ).body.value.subscriptions,
    ).toBe(0);
    for (let n = 0; n < 12; n += 1) await subscribe(m, await testSubscription(endpointOf(`many${n}`)));
    expect((await settings(m)).body.value.subscriptions).toBe(10);
    // Forgetting one.
    const last = await testSubscription(endpointOf('last'));
    await subscribe(m, last);
    const forgot = await callJson(p, `/wps/member/push/subscription?endpoint=${encodeURIComponent(last.endpoint)}`, {
      method: 'DELETE',
      headers: authed(m.token),
    });
    expect(forgot.body.value.subscriptions).toBe(9);
  });

  it('refuses a subscription that cannot be used, each with its reason, and answers nothing to a visitor', async () => {
    const m = await member();
    const good = await testSubscription(endpointOf('good'));
    const cases: [unknown, RegExp][] = [
      [{ ...good, endpoint: 'http://push.test/x' }, /endpoint: must be an https address/],
      [{ ...good, endpoint: 'not a url' }, /endpoint: not an address/],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.auth } }, /keys.p256dh/],
      [{ ...good, keys: { ...good.keys, auth: good.keys.p256dh.slice(0, 30) } }, /keys.auth/],
      [{ endpoint: good.endpoint }, /keys/],
      ['nonsense', /./],
    ];
    for (const [body, reason] of cases) {
      const refused = await callJson(p, '/wps/member/push/subscription', { method: 'POST', headers: authed(m.token), body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message, JSON.stringify(body)).toMatch(reason);
    }
    expect((await callJson(p, '/wps/member/push')).body.errorCode).toBe('login.not.session');
  });

  it('tells a tournament starting to who asked (never an excluded member), and its end to each entrant with their place, once', async () => {
    const [asked, excluded, silent] = [await member(), await member(), await member()];
    const subs = await Promise.all([testSubscription(endpointOf('t1')), testSubscription(endpointOf('t2')), testSubscription(endpointOf('t3'))]);
    await subscribe(asked, subs[0]!);
    await subscribe(excluded, subs[1]!, 'KO');
    await subscribe(silent, subs[2]!);
    await turnOn(asked, { TOURNAMENTS: true });
    await turnOn(excluded, { TOURNAMENTS: true });
    const gate = walletGate(p.env);
    expect((await gate.execute({ op: 'rg.exclude', merchant: 'DEMO', accountId: excluded.id, length: '24H', sessionId: 'x'.repeat(24) })).ok).toBe(true);
    // A tournament of its own, starting now (its series' first run): the next read tells who asked.
    const code = `PUSH-T${Date.now().toString(36).toUpperCase()}`.slice(0, 24);
    const saved = await callJson(p, '/__dev/tournaments', {
      method: 'PUT',
      body: {
        code,
        kind: 'TOURNAMENT',
        names: { en: 'Push cup', ko: '푸시 컵' },
        games: { types: ['RNG'] },
        entry: 'OPT_IN',
        scoring: 'WIN',
        prizes: [{ fromRank: 1, toRank: 1, kind: 'POINTS', amount: 10 }],
        periodMinutes: 44_640,
      },
    });
    expect(saved.status).toBe(200);
    expect((await callJson(p, '/wps/tournament/list')).status).toBe(200);
    // Only this tournament's messages (the demo brand's own tournaments are told to who asked too).
    const ours = async (sub: TestSubscription) => (await received(sub)).filter((m) => m.message.url?.includes(`/tournaments/${code}-`));
    const started = await eventually(
      () => ours(subs[0]!),
      (list) => list.length > 0,
    );
    const run = started[0]!.message.url!.split('/').at(-1)!;
    expect(started.map((m) => m.message)).toEqual([
      {
        kind: 'TOURNAMENTS',
        title: 'Push cup has started',
        body: 'Play its games to climb the leaderboard.',
        url: `/tournaments/${run}`,
        tag: `tournament-${run}`,
      },
    ]);
    // Told once, whatever reads follow; never to the excluded member, nor to one who did not ask.
    await callJson(p, '/wps/tournament/list');
    expect(await ours(subs[0]!)).toHaveLength(1);
    expect(await received(subs[1]!)).toEqual([]);
    expect(await received(subs[2]!)).toEqual([]);

    // The end: the entrant who scored hears their place.
    expect((await callJson(p, '/wps/member/tournament/join', { headers: authed(asked.token), body: { code: run } })).status).toBe(200);
    const funded = await gate.execute({
      op: 'adjust',
      merchant: 'DEMO',
      accountId: asked.id,
      key: `push-t-${asked.id}`,
      amountMinor: 1000,
      kind: 'ADJUSTMENT',
      contra: 'HOUSE',
    });
    expect(funded.ok).toBe(true);
    const round = { gameId: null, gameName: 'Slot', vendorCode: 'AP', gameType: 'RNG' };
    expect(
      (
        await gate.execute({
          op: 'bet.play',
          merchant: 'DEMO',
          accountId: asked.id,
          roundId: `push-t-${Date.now()}`,
          stakeMinor: 100,
          payoutMinor: 300,
          validMinor: 100,
          game: round,
        })
      ).ok,
    ).toBe(true);
    expect((await callJson(p, '/__dev/tournaments/end', { method: 'POST', body: { code: run } })).body.value).toMatchObject({ finished: true });
    const ended = await eventually(
      () => ours(subs[0]!),
      (list) => list.length > 1,
    );
    expect(ended[1]!.message).toEqual({
      kind: 'TOURNAMENTS',
      title: 'Push cup has ended',
      body: 'You finished in place 1. See the final standings.',
      url: `/tournaments/${run}`,
      tag: `tournament-${run}`,
    });
  });

  it('is not offered by a brand without its VAPID keys', async () => {
    const m = await member();
    const without = await accountsPlatform({ VAPID_PRIVATE_KEY: undefined });
    const answer = await callJson(without, '/wps/member/push', { headers: authed(m.token) });
    expect(answer.body.errorCode).toBe('function.not.available');
  });
});
