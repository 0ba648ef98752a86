/**
 * Terms and privacy with versions on the reference platform (docs/platform-protocol.md "Terms and
 * privacy with versions"): the public document (in force, by version, upcoming, its language, kept
 * at the edge no longer than the next version's effect), a new version making every member accept
 * it before money goes into play (launch, deposit, lottery) while withdrawals and closure stay open,
 * acceptance (only the version in force; idempotent, once under parallel calls), registrations that
 * record what they accepted and confirmed, the member's history, and the operator's routes. The
 * tests run in order: the terms' version 2 takes effect half-way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { legalSeedSql, JADE_LEGAL } from '#platform/seed/legal';
import { encodePasswordHash, hashPassword } from '#platform/src/modules/session/password';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import {
  accountsPlatform,
  authed,
  env,
  later,
  loginOk,
  memberInfo,
  newAccountLikeDown1,
  newLoggedInMember,
  post,
  sealed,
  seedDemoAccounts,
  type AccountsPlatform,
  type LoggedInMember,
} from './accounts-client';
import { BASE, call, callJson, type Envelope } from './client';
import { Clock, gameWhere, launch, launchQuery, type CatalogueGame } from './play-support';
import { DEMO_LEGAL } from '../support/legal';
import { platformHeaders } from '../support/platform';

const IP = '198.51.100.141';
const DAY = 86_400_000;
const PAY_PASSWORD = 'Pay-2468';
let p: AccountsPlatform;
let clock: Clock;
let slot: CatalogueGame;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  clock = new Clock(p);
  slot = await gameWhere("game_type = 'RNG' AND support_play = 0");
  // These tests register several members from one address; the registration throttle has its own tests.
  await env.DB.prepare('UPDATE brand_throttle_settings SET register_captcha_after = 100, register_block_after = 100').run();
});

const documentCall = (query: string, headers: Record<string, string> = {}, on: AccountsPlatform = p) => call(on, `/wps/legal/document?${query}`, { headers });
const documentOf = async (query: string, headers: Record<string, string> = {}, on: AccountsPlatform = p) => {
  const res = await documentCall(query, headers, on);
  return { status: res.status, cacheControl: res.headers.get('Cache-Control'), body: (await res.json()) as Envelope };
};
const dev = (path: string, body?: unknown, method?: string) =>
  callJson(p, path, { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body, ...(method ? { method } : {}) });
const member = (prefix = 'legal') => newLoggedInMember(p, prefix, { nickname: 'Reader' }, IP);
const pendingOf = async (m: LoggedInMember) => {
  const { status, body } = await memberInfo(p, m.token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.legalPending;
};
const accept = (m: LoggedInMember, documents: unknown, on: AccountsPlatform = p) =>
  callJson(on, '/wps/member/legal/accept', { headers: authed(m.token, { 'X-Client-IP': IP }), body: { documents } });
const history = (token: string) => callJson(p, '/wps/member/legal', { headers: authed(token) });

let visitor = 0;
/** A registration from its own address and device; `legal` replaces the demo brand's versions and confirmations. */
const register = (username: string, legal: Record<string, unknown> = DEMO_LEGAL) => {
  visitor += 1;
  return post(
    p,
    '/wps/member/register',
    { username, password: 'Abc12345', confirmPassword: 'Abc12345', loginDeviceId: `legal-device-${visitor}`, ...legal },
    { 'X-Client-IP': `198.51.104.${visitor}` },
  );
};
const stored = async (username: string) =>
  (
    await env.DB.prepare(
      `SELECT d.kind, d.version, l.ip, l.via, l.accepted_at = a.created_at AS atRegistration
         FROM legal_acceptances l JOIN legal_documents d ON d.id = l.document_id JOIN accounts a ON a.id = l.account_id
        WHERE a.merchant_code = 'DEMO' AND a.username = ?1 ORDER BY d.kind DESC`,
    )
      .bind(username.toLowerCase())
      .all()
  ).results;
const confirmed = async (username: string) =>
  (
    await env.DB.prepare(
      `SELECT c.kind FROM legal_confirmations c JOIN accounts a ON a.id = c.account_id WHERE a.merchant_code = 'DEMO' AND a.username = ?1 ORDER BY c.kind`,
    )
      .bind(username.toLowerCase())
      .all<{ kind: string }>()
  ).results.map((row) => row.kind);
const accountCount = async (username: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE username = ?1').bind(username.toLowerCase()).first<{ n: number }>())?.n ?? 0;

describe('the public document', () => {
  it('answers the version in force in the request language, with its list, kept at the edge for a minute', async () => {
    const { status, cacheControl, body } = await documentOf('kind=TERMS');
    expect(status).toBe(200);
    expect(cacheControl).toBe('public, max-age=60');
    expect(body.value).toMatchObject({ kind: 'TERMS', version: 1, current: true, language: 'EN', title: 'Terms and Conditions', summary: 'First version.' });
    expect(body.value.body).toHaveLength(8);
    expect(body.value.body[0]).toContain('Aurora Play Demo N.V.');
    expect(body.value.body.join(' ')).not.toMatch(/\{\w+\}/);
    expect(body.value.versions).toEqual([
      { version: 1, effectiveAt: body.value.effectiveAt, current: true, title: 'Terms and Conditions', summary: 'First version.' },
    ]);

    const korean = await documentOf('kind=PRIVACY&language=KO');
    expect(korean.body.value).toMatchObject({ kind: 'PRIVACY', version: 1, language: 'KO', title: '개인정보 처리방침' });
    expect((await documentOf('kind=PRIVACY', { Language: 'TH' })).body.value).toMatchObject({ language: 'TH', title: 'นโยบายความเป็นส่วนตัว' });
    expect((await documentOf('kind=TERMS&version=1&language=CN')).body.value).toMatchObject({ version: 1, language: 'CN', title: '条款与条件' });
  });

  it('falls back to the brand’s default language, then to any the version has', async () => {
    // Jade Palace speaks English and Thai: Korean reads its default, English.
    const jade = await documentOf('kind=TERMS&language=KO', { Merchant: 'JADE' });
    expect(jade.body.value).toMatchObject({ language: 'EN', title: 'Terms and Conditions' });
    expect(jade.body.value.body[1]).toContain('20 or older');
    expect((await documentOf('kind=TERMS&language=TH', { Merchant: 'JADE' })).body.value.language).toBe('TH');
    // A version written in Thai alone reads in Thai whatever is asked.
    const doc = await env.DB.prepare("SELECT id FROM legal_documents WHERE merchant_code = 'JADE' AND kind = 'PRIVACY' AND version = 1").first<{
      id: number;
    }>();
    await env.DB.prepare("DELETE FROM legal_document_texts WHERE document_id = ?1 AND language = 'EN'").bind(doc!.id).run();
    try {
      expect((await documentOf('kind=PRIVACY&language=EN', { Merchant: 'JADE' })).body.value).toMatchObject({ language: 'TH', title: 'นโยบายความเป็นส่วนตัว' });
    } finally {
      await env.DB.batch(legalSeedSql(JADE_LEGAL).map((sql) => env.DB.prepare(sql)));
    }
  });

  it('answers 404 for a version or a document that does not exist, and request_param_err for bad parameters, never a 500', async () => {
    expect(await documentOf('kind=TERMS&version=9')).toMatchObject({ status: 404, body: { errorCode: 'legal.version_unknown' } });
    for (const query of [
      '',
      'kind=terms',
      'kind=COOKIES',
      'kind=TERMS&version=0',
      'kind=TERMS&version=-1',
      'kind=TERMS&version=1.5',
      'kind=TERMS&version=abc',
      'kind=TERMS&version=99999999999999999999',
      'kind=TERMS&language=%3Cscript%3E',
      'kind=TERMS&language=english-language',
      'kind=TERMS&kind=PRIVACY&version=1e3',
    ]) {
      const { status, body, cacheControl } = await documentOf(query);
      expect(status, query).toBe(400);
      expect(body.errorCode, query).toBe('request_param_err');
      expect(cacheControl).toBe('no-store');
    }
    // A brand that never published a kind.
    const rows = await env.DB.prepare("SELECT id FROM legal_documents WHERE merchant_code = 'JADE' AND kind = 'PRIVACY'").all<{ id: number }>();
    const ids = JSON.stringify(rows.results.map((r) => r.id));
    await env.DB.batch([
      env.DB.prepare('DELETE FROM legal_document_texts WHERE document_id IN (SELECT value FROM json_each(?1))').bind(ids),
      env.DB.prepare('DELETE FROM legal_documents WHERE id IN (SELECT value FROM json_each(?1))').bind(ids),
    ]);
    try {
      expect(await documentOf('kind=PRIVACY', { Merchant: 'JADE' })).toMatchObject({ status: 404, body: { errorCode: 'legal.not_published' } });
      // Published to take effect tomorrow: the upcoming version is shown, not in force yet.
      const tomorrow = Date.now() + DAY;
      const published = await dev('/__dev/legal/publish', {
        merchant: 'JADE',
        kind: 'PRIVACY',
        effectiveAt: tomorrow,
        texts: { en: { title: 'Privacy Policy', summary: 'First version.', body: ['We keep your data safe.'] } },
      });
      expect(published.body.value).toEqual({ kind: 'PRIVACY', version: 1 });
      const upcoming = await documentOf('kind=PRIVACY', { Merchant: 'JADE' });
      expect(upcoming.body.value).toMatchObject({ version: 1, effectiveAt: tomorrow, current: false, body: ['We keep your data safe.'] });
      expect(upcoming.body.value.versions).toEqual([{ version: 1, effectiveAt: tomorrow, current: false, title: 'Privacy Policy', summary: 'First version.' }]);
    } finally {
      await env.DB.batch(legalSeedSql(JADE_LEGAL).map((sql) => env.DB.prepare(sql)));
    }
    expect((await documentOf('kind=PRIVACY', { Merchant: 'JADE' })).body.value).toMatchObject({ version: 1, current: true });
  });

  it('lists an upcoming version beside the one in force, and is kept no longer than until it takes effect', async () => {
    const effectiveAt = Date.now() + DAY;
    const published = await dev('/__dev/legal/publish', {
      kind: 'PRIVACY',
      effectiveAt: new Date(effectiveAt).toISOString(),
      texts: {
        EN: { title: 'Privacy Policy', summary: 'We name our identity checking service.', body: ['One.', 'Two.'] },
        KO: { title: '개인정보 처리방침', summary: '신원 확인 서비스를 명시합니다.', body: ['하나.', '둘.'] },
      },
    });
    expect(published.body.value).toEqual({ kind: 'PRIVACY', version: 2 });
    const now = await documentOf('kind=PRIVACY');
    expect(now.body.value).toMatchObject({ version: 1, current: true });
    expect(now.body.value.versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(now.body.value.versions[0]).toMatchObject({ effectiveAt, summary: 'We name our identity checking service.' });
    const next = await documentOf('kind=PRIVACY&version=2&language=KO');
    expect(next.body.value).toMatchObject({ version: 2, current: false, language: 'KO', body: ['하나.', '둘.'] });
    // Half a minute before it takes effect, an answer is kept for half a minute at most.
    const nearly = await documentOf('kind=PRIVACY', {}, later(p, effectiveAt - Date.now() - 30_000));
    const seconds = Number(/max-age=(\d+)/.exec(nearly.cacheControl ?? '')?.[1]);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(seconds).toBeGreaterThan(20);
    // The terms have no upcoming version: a minute.
    expect((await documentOf('kind=TERMS', {}, later(p, effectiveAt - Date.now() - 30_000))).cacheControl).toBe('public, max-age=60');
    // An upcoming version cannot be accepted yet.
    const m = await member();
    expect(await accept(m, [{ kind: 'PRIVACY', version: 2 }])).toMatchObject({
      status: 409,
      body: { errorCode: 'legal.version_outdated', value: { kind: 'PRIVACY', current: 1 } },
    });
    expect(await pendingOf(m)).toEqual([]);
  });
});

describe('registration', () => {
  it('records the versions in force with the address and the confirmations, in the account’s own write', async () => {
    const { status, body } = await register('LegalReg1');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await stored('LegalReg1')).toEqual([
      { kind: 'TERMS', version: 1, ip: `198.51.104.${visitor}`, via: 'REGISTRATION', atRegistration: 1 },
      { kind: 'PRIVACY', version: 1, ip: `198.51.104.${visitor}`, via: 'REGISTRATION', atRegistration: 1 },
    ]);
    expect(await confirmed('LegalReg1')).toEqual(['AGE', 'OWN_MONEY']);
    expect((await memberInfo(p, body.value.token)).body.value.legalPending).toEqual([]);
  });

  it('refuses an unknown or upcoming version, or a confirmation the brand asks and the payload lacks, and stores nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...DEMO_LEGAL, legalVersions: { terms: 1, privacy: 7 } }, 'legalVersions: unknown'],
      [{ ...DEMO_LEGAL, legalVersions: { terms: 1, privacy: 2 } }, 'legalVersions: outdated'],
      [{ ...DEMO_LEGAL, legalVersions: { terms: 'one' } }, 'legalVersions: must be {terms, privacy} with version numbers'],
      [{ ...DEMO_LEGAL, legalVersions: [1, 1] }, 'legalVersions: must be {terms, privacy} with version numbers'],
      [{ ...DEMO_LEGAL, confirmations: ['OWN_MONEY'] }, 'confirmations: AGE required'],
      [{ legalVersions: DEMO_LEGAL.legalVersions }, 'confirmations: AGE required'],
      [{ ...DEMO_LEGAL, confirmations: ['AGE', 'OWN_MONEY', 'RICH'] }, 'confirmations: must be a list of AGE, OWN_MONEY, ONE_ACCOUNT, NOT_SELF_EXCLUDED'],
      [{ ...DEMO_LEGAL, confirmations: 'AGE' }, 'confirmations: must be a list of AGE, OWN_MONEY, ONE_ACCOUNT, NOT_SELF_EXCLUDED'],
    ];
    for (const [legal, message] of refusals) {
      const { status, body } = await register('LegalRefused1', legal);
      expect(status, message).toBe(400);
      expect(body).toMatchObject({ errorCode: 'request_param_err', message });
    }
    expect(await accountCount('LegalRefused1')).toBe(0);
  });

  it('without legalVersions records no acceptance: the member is asked at the first page', async () => {
    const { status, body } = await register('LegalLater1', { confirmations: ['AGE', 'OWN_MONEY'] });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await stored('LegalLater1')).toEqual([]);
    expect((await memberInfo(p, body.value.token)).body.value.legalPending).toEqual([
      { kind: 'TERMS', version: 1 },
      { kind: 'PRIVACY', version: 1 },
    ]);
  });

  it('through an agent, records the versions when given and asks no confirmation', async () => {
    const agent = (await loginOk(p, 'demo_agent', 'Agent2024', IP)).token as string;
    const direct = async (payload: Record<string, unknown>) => {
      const seal = await sealed(p, payload);
      const res = await p.fetch(
        new Request(`${BASE}/wps/relay/MCS2_registerDownline`, {
          method: 'POST',
          headers: platformHeaders({ ...authed(agent), ...seal.headers }),
          body: seal.body,
        }),
      );
      return { status: res.status, body: (await res.json()) as Envelope };
    };
    const given = await direct({ username: 'LegalDirect1', password: 'Pass1234', confirmPassword: 'Pass1234', legalVersions: { terms: 1, privacy: 1 } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await stored('LegalDirect1')).map((row) => [row.kind, row.version, row.via])).toEqual([
      ['TERMS', 1, 'REGISTRATION'],
      ['PRIVACY', 1, 'REGISTRATION'],
    ]);
    const bare = await direct({ username: 'LegalDirect2', password: 'Pass1234', confirmPassword: 'Pass1234' });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(await stored('LegalDirect2')).toEqual([]);
    const outdated = await direct({ username: 'LegalDirect3', password: 'Pass1234', confirmPassword: 'Pass1234', legalVersions: { privacy: 2 } });
    expect(outdated.body).toMatchObject({ errorCode: 'request_param_err', message: 'legalVersions: outdated' });
    expect(await accountCount('LegalDirect3')).toBe(0);
  });

  it('the form’s settings name the confirmations the brand asks', async () => {
    expect((await callJson(p, '/wps/system/setting/register')).body.value.confirmations).toEqual(['AGE', 'OWN_MONEY']);
    expect((await callJson(p, '/wps/system/setting/register', { headers: { Merchant: 'JADE' } })).body.value.confirmations).toEqual([]);
  });
});

describe('a new version of the terms', () => {
  let m: LoggedInMember;
  let cardId: number;
  let payHash: string;

  beforeAll(async () => {
    payHash = encodePasswordHash(await hashPassword(p.env, PAY_PASSWORD));
    const { id, username } = await newAccountLikeDown1('legalv2', { nickname: 'Player', paymentPassword: payHash });
    const card = await env.DB.prepare(
      `INSERT INTO bank_cards (merchant_code, account_id, bank_name, account_number, account_name, created_at)
       VALUES ('DEMO', ?1, 'Demo Bank', ?2, 'Player', ?3) RETURNING id`,
    )
      .bind(id, `3004005${String(id).padStart(4, '0')}`, Date.now())
      .first<{ id: number }>();
    cardId = card!.id;
    const opened = await walletGate(p.env).execute({
      op: 'adjust',
      merchant: 'DEMO',
      accountId: id,
      key: `opening:${id}`,
      amountMinor: 500_00,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    expect(opened.ok).toBe(true);
    m = { id, username, token: (await loginOk(p, username, 'Down2024', IP)).token as string };
  });

  const deposit = () =>
    callJson(p, '/wps/relay/MCSFE_manualTransferByAccountName', {
      headers: authed(m.token),
      body: { targetUsername: m.username, amount: 50, bankCode: 'MANUAL_BANK', payeeName: 'Kim Player', requestId: `legal-dp-${crypto.randomUUID()}` },
    });
  const slip = () =>
    callJson(p, '/lotto-vn/lgw/betting', {
      headers: authed(m.token),
      body: {
        requestId: `legal-lotto-${crypto.randomUUID()}`,
        prizeMode: 'LOTT',
        device: 'WEB',
        contents: [
          {
            gameId: 'tcg_lott_0001',
            winStop: false,
            playId: 'D5',
            bettingContent: '1,2,3',
            singleBetPrice: 10,
            bettingApproach: 1,
            bettingSlip: 3,
            numero: [{ numero: '0', multiple: 1 }],
          },
        ],
      },
    });
  const withdraw = async () => {
    const seal = await sealed(p, { amount: 20, cardId, paymentPassword: PAY_PASSWORD, requestId: `legal-wd-${crypto.randomUUID()}` });
    const res = await p.fetch(
      new Request(`${BASE}/wps/v2/transaction/withdraw`, {
        method: 'POST',
        headers: platformHeaders({ ...authed(m.token), ...seal.headers }),
        body: seal.body,
      }),
    );
    return { status: res.status, body: (await res.json()) as Envelope };
  };

  it('is pending for every member once in force: launches, deposits and lottery slips wait, withdrawals and closure do not', async () => {
    expect(await pendingOf(m)).toEqual([]);
    const published = await dev('/__dev/legal/publish', {
      kind: 'TERMS',
      texts: { EN: { title: 'Terms and Conditions', summary: 'Bonuses now expire after 30 days.', body: ['New terms.'] } },
    });
    expect(published.body.value).toEqual({ kind: 'TERMS', version: 2 });
    expect(await pendingOf(m)).toEqual([{ kind: 'TERMS', version: 2 }]);

    const refused = { status: 403, body: { errorCode: 'legal.acceptance_needed', value: { pending: [{ kind: 'TERMS', version: 2 }] } } };
    expect(await launch(clock.next(), m.token, launchQuery(slot))).toMatchObject(refused);
    expect(await deposit()).toMatchObject(refused);
    expect(await slip()).toMatchObject(refused);
    // Play money is not gated; a withdrawal and the account's closure stay open.
    expect((await launch(clock.next(), m.token, launchQuery(slot, { accountType: 0 }))).status).toBe(200);
    const withdrawn = await withdraw();
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const leaving = await member('legalclose');
    const closed = await callJson(p, '/wps/member/responsibleGaming/close', { headers: authed(leaving.token), body: { confirm: true } });
    expect(closed.body).toMatchObject({ success: true, value: { closed: true } });
  });

  it('is accepted only as the version in force, idempotently, and then nothing waits', async () => {
    expect(await accept(m, [{ kind: 'TERMS', version: 1 }])).toMatchObject({
      status: 409,
      body: { errorCode: 'legal.version_outdated', value: { kind: 'TERMS', current: 2 } },
    });
    expect(await accept(m, [{ kind: 'TERMS', version: 3 }])).toMatchObject({ status: 400, body: { errorCode: 'legal.version_unknown' } });
    for (const documents of [
      [],
      [
        { kind: 'TERMS', version: 2 },
        { kind: 'TERMS', version: 2 },
      ],
      [{ kind: 'COOKIES', version: 1 }],
      [{ kind: 'TERMS', version: 0 }],
      'TERMS',
    ]) {
      expect((await accept(m, documents)).body.errorCode, JSON.stringify(documents)).toBe('request_param_err');
    }
    expect(await pendingOf(m)).toEqual([{ kind: 'TERMS', version: 2 }]);

    const first = await accept(m, [{ kind: 'TERMS', version: 2 }]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toEqual({ accepted: [{ kind: 'TERMS', version: 2, acceptedAt: expect.any(Number) }], pending: [] });
    const again = await accept(m, [
      { kind: 'TERMS', version: 2 },
      { kind: 'PRIVACY', version: 1 },
    ]);
    expect(again.body.value.accepted[0]).toEqual(first.body.value.accepted[0]);
    expect(again.body.value.accepted[1]).toMatchObject({ kind: 'PRIVACY', version: 1 });
    expect(await pendingOf(m)).toEqual([]);
    expect((await launch(clock.next(), m.token, launchQuery(slot))).status).toBe(200);
    const deposited = await deposit();
    expect(deposited.status, JSON.stringify(deposited.body)).toBe(200);
  });

  it('records one acceptance of ten parallel calls', async () => {
    const { body } = await register('LegalRace1', { confirmations: ['AGE', 'OWN_MONEY'] });
    const row = await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = 'legalrace1'").first<{ id: number }>();
    const racer = { id: row!.id, username: 'legalrace1', token: body.value.token as string };
    const both = [
      { kind: 'TERMS', version: 2 },
      { kind: 'PRIVACY', version: 1 },
    ];
    expect(await pendingOf(racer)).toEqual(both);
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(racer, both)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.value.accepted))).size).toBe(1);
    const rows = await env.DB.prepare('SELECT document_id, COUNT(*) AS n FROM legal_acceptances WHERE account_id = ?1 GROUP BY document_id')
      .bind(racer.id)
      .all<{ n: number }>();
    expect(rows.results.map((row) => row.n)).toEqual([1, 1]);
    expect(await pendingOf(racer)).toEqual([]);
  });

  it('makes a registration that showed the old version outdated', async () => {
    expect((await register('LegalOld1')).body).toMatchObject({ errorCode: 'request_param_err', message: 'legalVersions: outdated' });
    expect(await accountCount('LegalOld1')).toBe(0);
    const fresh = await register('LegalNew1', { ...DEMO_LEGAL, legalVersions: { terms: 2, privacy: 1 } });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect((await stored('LegalNew1')).map((row) => [row.kind, row.version])).toEqual([
      ['TERMS', 2],
      ['PRIVACY', 1],
    ]);
  });
});

describe('the member’s page', () => {
  it('lists what is pending with its title, the acceptances newest first with address and way, and the confirmations', async () => {
    const { body: registered } = await register('LegalPage1', { ...DEMO_LEGAL, legalVersions: { privacy: 1 } });
    const token = registered.value.token as string;
    const res = await call(p, '/wps/member/legal', { headers: authed(token, { Language: 'KO' }) });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const page = ((await res.json()) as Envelope).value;
    // The terms' version 2 was published in English only: the brand's default.
    expect(page.pending).toEqual([
      { kind: 'TERMS', version: 2, effectiveAt: expect.any(Number), title: 'Terms and Conditions', summary: 'Bonuses now expire after 30 days.' },
    ]);
    expect(page.acceptances).toEqual([{ kind: 'PRIVACY', version: 1, acceptedAt: expect.any(Number), ip: `198.51.104.${visitor}`, via: 'REGISTRATION' }]);
    expect(page.confirmations.map((c: { kind: string }) => c.kind).sort()).toEqual(['AGE', 'OWN_MONEY']);

    const m = { id: 0, username: 'legalpage1', token };
    await accept(m, [{ kind: 'TERMS', version: 2 }]);
    const after = (await history(token)).body.value;
    expect(after.pending).toEqual([]);
    expect(after.acceptances.map((a: { kind: string; version: number; via: string; ip: string }) => [a.kind, a.version, a.via, a.ip])).toEqual([
      ['TERMS', 2, 'PROMPT', IP],
      ['PRIVACY', 1, 'REGISTRATION', `198.51.104.${visitor}`],
    ]);
  });

  it('is for real members only', async () => {
    expect((await history('not-a-session')).body.errorCode).toBe('login.not.session');
    const trial = (await loginOk(p, 'demo_trial', 'Trial2024', IP)).token as string;
    expect((await history(trial)).body.errorCode).toBe('function.not.available');
    expect((await memberInfo(p, trial)).body.value.legalPending).toEqual([]);
    // The seeded demo accounts accepted what was in force when they were seeded.
    const demo = (await loginOk(p, 'demo_member', 'Member2024', IP)).token as string;
    expect((await history(demo)).body.value.acceptances.map((a: { kind: string; version: number; ip: string | null }) => [a.kind, a.version, a.ip])).toEqual([
      ['TERMS', 1, null],
      ['PRIVACY', 1, null],
    ]);
  });
});

describe('the operator’s routes', () => {
  it('list every version with its languages, refuse a version taking effect before the latest, and set the confirmations', async () => {
    const overview = (await dev('/__dev/legal')).body.value;
    expect(overview.settings).toEqual({ confirmations: ['AGE', 'OWN_MONEY'] });
    expect(
      overview.versions.map((v: { kind: string; version: number; current: boolean; upcoming: boolean }) => [v.kind, v.version, v.current, v.upcoming]),
    ).toEqual([
      ['PRIVACY', 1, true, false],
      ['PRIVACY', 2, false, true],
      ['TERMS', 1, false, false],
      ['TERMS', 2, true, false],
    ]);
    expect(overview.versions[0].languages).toEqual(['CN', 'EN', 'KO', 'TH', 'VI']);

    const text = { EN: { title: 'Privacy Policy', summary: 'Sooner.', body: ['Text.'] } };
    expect((await dev('/__dev/legal/publish', { kind: 'PRIVACY', texts: text })).body).toMatchObject({
      errorCode: 'request_param_err',
      message: 'effectiveAt: before version 2 takes effect',
    });
    for (const body of [
      { kind: 'PRIVACY', effectiveAt: 'tomorrow', texts: text },
      { kind: 'PRIVACY', texts: {} },
      { kind: 'PRIVACY', texts: { XX: text.EN } },
      { kind: 'PRIVACY', texts: { en: text.EN, EN: text.EN } },
      { kind: 'PRIVACY', texts: { EN: { ...text.EN, body: [] } } },
      { kind: 'POLICY', texts: text },
    ]) {
      expect((await dev('/__dev/legal/publish', body)).body.errorCode, JSON.stringify(body)).toBe('request_param_err');
    }

    expect((await dev('/__dev/legal/settings', { merchant: 'JADE', confirmations: ['NOT_SELF_EXCLUDED', 'AGE'] }, 'PUT')).body.value).toEqual({
      merchant: 'JADE',
      confirmations: ['AGE', 'NOT_SELF_EXCLUDED'],
    });
    expect((await callJson(p, '/wps/system/setting/register', { headers: { Merchant: 'JADE' } })).body.value.confirmations).toEqual([
      'AGE',
      'NOT_SELF_EXCLUDED',
    ]);
    expect((await dev('/__dev/legal/settings', { merchant: 'JADE', confirmations: ['MOON'] }, 'PUT')).body.errorCode).toBe('request_param_err');
    await dev('/__dev/legal/settings', { merchant: 'JADE', confirmations: [] }, 'PUT');
  });
});
