/**
 * Marketing consent per product and channel on the reference platform (docs/platform-protocol.md
 * "Marketing consent per product and channel"): every pair off until the member turns it on, each
 * change recorded once with its time and address (also under parallel calls), the SITE products in
 * member info, the marketing marks of announcements, and the operator's campaign: it reaches only
 * members who accept the product on the channel and have the address it needs, never one who is
 * timed out, self-excluded (here or on a brand of the group) or closed, while service messages
 * reach everyone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccountSettings } from '#platform/src/modules/accounts/settings';
import { realPlayerTypes } from '#platform/src/modules/consent/campaign';
import {
  accountsPlatform,
  authed,
  env,
  loginOk,
  memberInfo,
  newLoggedInMember,
  outboxFor,
  post,
  seedDemoAccounts,
  type AccountsPlatform,
  type LoggedInMember,
} from './accounts-client';
import { call, callJson, type Envelope } from './client';

const IP = '198.51.100.161';
const YEAR = 365 * 86_400_000;
let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

interface Pair {
  product: string;
  channel: string;
  granted: boolean;
  updatedAt?: number | null;
}

const consentsOf = (token: string) => callJson(p, '/wps/member/consents', { headers: authed(token) });
const change = (token: string, consents: unknown, ip = IP) =>
  callJson(p, '/wps/member/consents', { method: 'PUT', headers: authed(token, { 'X-Client-IP': ip }), body: { consents } });
const dev = (path: string, body?: unknown) => callJson(p, path, { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body });
const pair = (consents: Pair[], product: string, channel: string) => consents.find((c) => c.product === product && c.channel === channel);
const historyRows = async (accountId: number) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM marketing_consent_history WHERE account_id = ?1').bind(accountId).first<{ n: number }>())?.n ?? 0;

/** A fresh member logged in, with an e-mail address and a mobile number unless told otherwise. */
async function member(prefix: string, withContacts = true): Promise<LoggedInMember & { email: string | null }> {
  const m = await newLoggedInMember(p, prefix, { nickname: 'Player' }, IP);
  const email = withContacts ? `${m.username}@example.com` : null;
  if (withContacts) {
    await env.DB.prepare("UPDATE accounts SET email = ?2, country_dialing_code = '+82', mobile_num = ?3 WHERE id = ?1")
      .bind(m.id, email, `109${String(m.id).padStart(7, '0')}`)
      .run();
  }
  return { ...m, email };
}

describe('the member’s choices', () => {
  it('start all off: every pair in order, nothing recorded, marketing reaches them', async () => {
    const m = await member('cons');
    const res = await call(p, '/wps/member/consents', { headers: authed(m.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { value } = (await res.json()) as Envelope;
    expect(value.consents).toHaveLength(15);
    expect(value.consents.slice(0, 6).map((c: Pair) => `${c.product}:${c.channel}`)).toEqual([
      'CASINO:EMAIL',
      'CASINO:SMS',
      'CASINO:PHONE',
      'CASINO:PUSH',
      'CASINO:SITE',
      'SPORTS:EMAIL',
    ]);
    expect(value.consents.every((c: Pair) => c.granted === false && c.updatedAt === null)).toBe(true);
    expect(value.history).toEqual([]);
    expect(value.receives).toBe(true);
    expect((await memberInfo(p, m.token)).body.value.marketingSite).toEqual([]);
  });

  it('records only the pairs that change, with the time and the address; choosing again changes nothing', async () => {
    const m = await member('consch');
    const first = await change(m.token, [
      { product: 'CASINO', channel: 'EMAIL', granted: true },
      { product: 'CASINO', channel: 'SITE', granted: true },
      // Off already: nothing to record.
      { product: 'SPORTS', channel: 'SMS', granted: false },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const value = first.body.value;
    expect(pair(value.consents, 'CASINO', 'EMAIL')).toEqual({ product: 'CASINO', channel: 'EMAIL', granted: true, updatedAt: expect.any(Number) });
    expect(pair(value.consents, 'SPORTS', 'SMS')).toEqual({ product: 'SPORTS', channel: 'SMS', granted: false, updatedAt: null });
    expect(value.history).toHaveLength(2);
    expect(value.history.map((h: Pair & { ip: string }) => [h.product, h.channel, h.granted, h.ip]).sort()).toEqual([
      ['CASINO', 'EMAIL', true, IP],
      ['CASINO', 'SITE', true, IP],
    ]);
    expect(value.history[0].at).toBe(pair(value.consents, 'CASINO', 'EMAIL')!.updatedAt);
    expect(value.receives).toBe(true);

    const again = await change(m.token, [{ product: 'CASINO', channel: 'EMAIL', granted: true }], '198.51.100.162');
    expect(again.body.value).toEqual(value);
    expect(await historyRows(m.id)).toBe(2);

    const off = await change(m.token, [{ product: 'CASINO', channel: 'EMAIL', granted: false }], '198.51.100.163');
    expect(off.body.value.history).toHaveLength(3);
    expect(off.body.value.history[0]).toEqual({ product: 'CASINO', channel: 'EMAIL', granted: false, at: expect.any(Number), ip: '198.51.100.163' });
    expect(pair(off.body.value.consents, 'CASINO', 'EMAIL')).toMatchObject({ granted: false, updatedAt: expect.any(Number) });
    expect((await consentsOf(m.token)).body.value).toEqual(off.body.value);
  });

  it('records one change of ten parallel identical calls', async () => {
    const m = await member('conspar');
    const asked = [
      { product: 'LOTTERY', channel: 'PUSH', granted: true },
      { product: 'LOTTERY', channel: 'PHONE', granted: true },
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => change(m.token, asked)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.body.value.consents.filter((c: Pair) => c.granted).map((c: Pair) => c.channel)).toEqual(['PHONE', 'PUSH']);
    expect(await historyRows(m.id)).toBe(2);
    expect((await consentsOf(m.token)).body.value.history).toHaveLength(2);
  });

  it('refuses bad input with request_param_err, never a 500, and records nothing', async () => {
    const m = await member('consbad');
    const valid = { product: 'CASINO', channel: 'EMAIL', granted: true };
    const bodies: unknown[] = [
      {},
      { consents: [] },
      { consents: 'CASINO' },
      { consents: null },
      { consents: [{ ...valid, product: 'POKER' }] },
      { consents: [{ ...valid, product: 'casino' }] },
      { consents: [{ ...valid, channel: 'FAX' }] },
      { consents: [{ ...valid, granted: 'yes' }] },
      { consents: [{ ...valid, granted: 1 }] },
      { consents: [{ product: 'CASINO', channel: 'EMAIL' }] },
      { consents: [valid, { ...valid, granted: false }] },
      { consents: Array.from({ length: 16 }, () => valid) },
      [valid],
      'null',
      '{"consents": [',
    ];
    for (const body of bodies) {
      const res = await call(p, '/wps/member/consents', { method: 'PUT', headers: authed(m.token), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Envelope).errorCode, JSON.stringify(body)).toBe('request_param_err');
    }
    expect(await historyRows(m.id)).toBe(0);
    expect((await change(m.token, [{ ...valid, channel: 'FAX' }])).body.message).toBe('consents.0.channel: must be one of EMAIL, SMS, PHONE, PUSH, SITE');
    expect((await change(m.token, [valid, valid])).body.message).toBe('consents: each pair once');
  });

  it('are for real members only', async () => {
    expect(await consentsOf('not-a-session')).toMatchObject({ status: 401, body: { errorCode: 'login.not.session' } });
    const trial = (await loginOk(p, 'demo_trial', 'Trial2024', IP)).token as string;
    expect((await consentsOf(trial)).body.errorCode).toBe('function.not.available');
    expect((await change(trial, [{ product: 'CASINO', channel: 'SITE', granted: true }])).body.errorCode).toBe('function.not.available');
    expect((await memberInfo(p, trial)).body.value.marketingSite).toEqual([]);
  });

  it('give member info the products whose SITE marketing the member accepts, in the products’ order', async () => {
    const m = await member('conssite');
    const site = async () => (await memberInfo(p, m.token)).body.value.marketingSite;
    await change(m.token, [
      { product: 'LOTTERY', channel: 'SITE', granted: true },
      { product: 'CASINO', channel: 'SITE', granted: true },
      { product: 'SPORTS', channel: 'EMAIL', granted: true },
    ]);
    expect(await site()).toEqual(['CASINO', 'LOTTERY']);
    await change(m.token, [{ product: 'CASINO', channel: 'SITE', granted: false }]);
    expect(await site()).toEqual(['LOTTERY']);
  });
});

/** A Jade Palace account of the same player (the same e-mail), self-excluded there: the demo brands are one operator's group. */
async function selfExcludedOnJade(email: string): Promise<void> {
  const now = Date.now();
  const sister = await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, email, profile, created_at)
     SELECT 'JADE', ?1, 'Sister', 0, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, ?2, '{}', created_at
       FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_down1'
     RETURNING id`,
  )
    .bind(`sister_${now.toString(36)}`, email.toUpperCase())
    .first<{ id: number }>();
  await env.DB.prepare(
    "INSERT INTO rg_exclusions (merchant_code, account_id, kind, length, starts_at, ends_at) VALUES ('JADE', ?1, 'SELF_EXCLUSION', '1Y', ?2, ?3)",
  )
    .bind(sister!.id, now, now + YEAR)
    .run();
}

describe('a campaign', () => {
  const CASINO_BOTH = [
    { product: 'CASINO', channel: 'EMAIL', granted: true },
    { product: 'CASINO', channel: 'SITE', granted: true },
  ];
  const TITLE = 'Live casino cashback';
  const BODY = 'Get 5% of your weekly live casino losses back every Monday.';
  const inboxOf = async (token: string) => (await callJson(p, '/wps/relay/CSP_getInbox?pageSize=100', { headers: authed(token) })).body.value;

  it('reaches members who accept the product on the channel, and no one who is excluded, whatever they chose', async () => {
    const fan = await member('fan');
    const quiet = await member('quiet');
    const sportsFan = await member('sportsfan');
    const noAddress = await member('noaddr', false);
    const selfExcluded = await member('selfex');
    const timedOut = await member('timeout');
    const closed = await member('closed');
    const sister = await member('sister');
    for (const m of [fan, noAddress, selfExcluded, timedOut, closed, sister]) expect((await change(m.token, CASINO_BOTH)).status).toBe(200);
    await change(sportsFan.token, [
      { product: 'SPORTS', channel: 'EMAIL', granted: true },
      { product: 'SPORTS', channel: 'SITE', granted: true },
    ]);
    const rg = (m: LoggedInMember, path: string, body: unknown) => callJson(p, `/wps/member/responsibleGaming/${path}`, { headers: authed(m.token), body });
    expect((await rg(selfExcluded, 'exclusion', { length: '6M' })).status).toBe(200);
    expect((await rg(timedOut, 'exclusion', { length: '24H' })).status).toBe(200);
    expect((await rg(closed, 'close', { confirm: true })).status).toBe(200);
    // Self-excluded on the group's other brand (written straight into D1: the demo account's session lives on).
    await selfExcludedOnJade(sister.email!);
    expect((await consentsOf(sister.token)).body.value.receives).toBe(false);
    const unreadBefore = (await callJson(p, '/wps/relay/CSP_unreadCount', { headers: authed(fan.token) })).body.value.count as number;

    const sent = await dev('/__dev/marketing/send', { product: 'CASINO', channels: ['EMAIL', 'SITE'], title: TITLE, body: BODY });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { campaignId, delivered, skipped } = sent.body.value;
    expect(campaignId).toEqual(expect.any(Number));
    const list = (await callJson(p, `/__dev/marketing/deliveries?campaignId=${campaignId}`, { rawHeaders: new Headers() })).body.value.list as {
      username: string;
      channel: string;
    }[];
    const reached = (m: LoggedInMember) =>
      list
        .filter((d) => d.username === m.username)
        .map((d) => d.channel)
        .sort();
    expect(reached(fan)).toEqual(['EMAIL', 'SITE']);
    expect(reached(noAddress)).toEqual(['SITE']);
    for (const m of [quiet, sportsFan, selfExcluded, timedOut, closed, sister]) expect(reached(m), m.username).toEqual([]);
    expect(delivered).toEqual({
      EMAIL: list.filter((d) => d.channel === 'EMAIL').length,
      SMS: 0,
      PHONE: 0,
      PUSH: 0,
      SITE: list.filter((d) => d.channel === 'SITE').length,
    });
    // The self-excluded, the timed-out, the closed, and the one self-excluded on Jade Palace.
    expect(skipped.excluded).toBe(4);
    // Every other member of the brand is counted once per channel: delivered, not consented or without an address.
    const settings = await loadAccountSettings(env.DB, 'DEMO');
    const audience = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM accounts WHERE merchant_code = 'DEMO' AND status = 'ACTIVE' AND type IN (SELECT value FROM json_each(?1))",
    )
      .bind(JSON.stringify(realPlayerTypes(settings)))
      .first<{ n: number }>();
    expect(delivered.EMAIL + delivered.SITE + skipped.notConsented + skipped.noAddress).toBe(2 * (audience!.n - skipped.excluded));
    expect(skipped.noAddress).toBeGreaterThanOrEqual(1);

    // The e-mail in the outbox, the inbox message marked marketing and counted like any message.
    expect((await outboxFor(p, fan.email!)).map((m) => [m.channel, m.subject, m.body])).toEqual([['EMAIL', TITLE, BODY]]);
    const inbox = await inboxOf(fan.token);
    expect(inbox.list[0]).toMatchObject({ title: TITLE, content: BODY, audience: 'MEMBER', read: false });
    const stored = await env.DB.prepare('SELECT category FROM inbox_messages WHERE id = ?1').bind(inbox.list[0].id).first<{ category: string }>();
    expect(stored?.category).toBe('MARKETING');
    expect((await callJson(p, '/wps/relay/CSP_unreadCount', { headers: authed(fan.token) })).body.value.count).toBe(unreadBefore + 1);
    for (const m of [quiet, sportsFan]) {
      expect((await inboxOf(m.token)).list.some((message: { title: string }) => message.title === TITLE)).toBe(false);
      expect(await outboxFor(p, m.email!)).toEqual([]);
    }
    for (const m of [selfExcluded, timedOut, closed, sister]) expect(await outboxFor(p, m.email!)).toEqual([]);
    const excludedInboxes = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM inbox_messages WHERE category = 'MARKETING' AND account_id IN (SELECT value FROM json_each(?1))",
    )
      .bind(JSON.stringify([selfExcluded.id, timedOut.id, closed.id, sister.id]))
      .first<{ n: number }>();
    expect(excludedInboxes?.n).toBe(0);

    // The operator's list: newest first, per member.
    const mine = (await callJson(p, `/__dev/marketing/deliveries?username=${fan.username.toUpperCase()}`, { rawHeaders: new Headers() })).body.value.list;
    expect(mine).toHaveLength(2);
    expect(mine[0]).toEqual({
      campaignId,
      username: fan.username,
      channel: expect.stringMatching(/^(EMAIL|SITE)$/),
      product: 'CASINO',
      at: expect.any(Number),
    });
  });

  it('sends on SMS, PHONE and PUSH only to members who accept them, SMS to a mobile number', async () => {
    const caller = await member('caller');
    await change(caller.token, [
      { product: 'LOTTERY', channel: 'SMS', granted: true },
      { product: 'LOTTERY', channel: 'PHONE', granted: true },
    ]);
    const sent = await dev('/__dev/marketing/send', {
      product: 'LOTTERY',
      channels: ['SMS', 'PHONE', 'PUSH'],
      title: 'Lucky draw',
      body: 'Draws every minute.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const smsTo = `+82 109${String(caller.id).padStart(7, '0')}`;
    expect((await outboxFor(p, smsTo)).map((m) => [m.channel, m.subject, m.body])).toEqual([['SMS', null, 'Draws every minute.']]);
    const list = (
      await callJson(p, `/__dev/marketing/deliveries?campaignId=${sent.body.value.campaignId}&username=${caller.username}`, { rawHeaders: new Headers() })
    ).body.value.list;
    expect(list.map((d: { channel: string }) => d.channel).sort()).toEqual(['PHONE', 'SMS']);
    expect(sent.body.value.delivered).toMatchObject({ EMAIL: 0, SITE: 0 });
    expect(sent.body.value.delivered.SMS).toBeGreaterThanOrEqual(1);
  });

  it('leaves service messages alone: a member who accepts nothing still gets them', async () => {
    const quiet = await member('service');
    const every = (granted: boolean) =>
      ['CASINO', 'SPORTS', 'LOTTERY'].flatMap((product) => ['EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE'].map((channel) => ({ product, channel, granted })));
    expect((await change(quiet.token, every(true))).body.value.history).toHaveLength(15);
    const optedOut = await change(quiet.token, every(false));
    expect(optedOut.body.value.consents.some((c: Pair) => c.granted)).toBe(false);
    expect(optedOut.body.value.history).toHaveLength(30);
    expect((await dev('/__dev/kyc/ask', { username: quiet.username, kind: 'SOURCE_OF_FUNDS' })).body.success).toBe(true);
    const inbox = await inboxOf(quiet.token);
    expect(inbox.list[0]).toMatchObject({ title: 'A document is needed', read: false });
    const stored = await env.DB.prepare('SELECT category FROM inbox_messages WHERE id = ?1').bind(inbox.list[0].id).first<{ category: string }>();
    expect(stored?.category).toBe('SERVICE');
    const reset = await post(p, '/wps/member/password/email', { username: quiet.username, email: quiet.email });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await outboxFor(p, quiet.email!)).map((m) => m.channel)).toEqual(['EMAIL']);
  });

  it('refuses a bad campaign with request_param_err', async () => {
    const valid = { product: 'CASINO', channels: ['SITE'], title: 'T', body: 'B' };
    for (const body of [
      { ...valid, product: 'POKER' },
      { ...valid, channels: [] },
      { ...valid, channels: ['SITE', 'SITE'] },
      { ...valid, channels: ['FAX'] },
      { ...valid, title: '' },
      { ...valid, body: 'x'.repeat(5001) },
    ]) {
      expect((await dev('/__dev/marketing/send', body)).body.errorCode, JSON.stringify(body)).toBe('request_param_err');
    }
    expect(await dev('/__dev/marketing/send', { ...valid, merchant: 'NOPE' })).toMatchObject({ status: 404, body: { errorCode: 'request_param_err' } });
    expect((await callJson(p, '/__dev/marketing/deliveries?campaignId=abc', { rawHeaders: new Headers() })).body.errorCode).toBe('request_param_err');
  });
});

describe('announcements', () => {
  it('mark each player announcement and pop-up as marketing or not, with its product', async () => {
    const { body } = await callJson(p, '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU');
    const { player, popup } = body.value as Record<'player' | 'popup', { id: number; title: string; marketing: boolean; product: string | null }[]>;
    for (const a of [...player, ...popup]) {
      expect(typeof a.marketing).toBe('boolean');
      expect(a.marketing ? a.product : null).toBe(a.product);
    }
    expect(popup.filter((a) => a.marketing).map((a) => [a.title, a.product])).toEqual([['Live casino cashback', 'CASINO']]);
    expect(player.filter((a) => a.marketing).map((a) => [a.title, a.product])).toEqual([['Esports season opens', 'SPORTS']]);
  });
});
