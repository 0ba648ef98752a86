/**
 * Complaints with a reference on the reference platform (docs/platform-protocol.md "Complaints with
 * a reference"): filing about each kind of the member's own records with their summary as it was,
 * the same `complaint.subject_not_found` for anyone else's record and for refs that name nothing,
 * malformed input never a 500, images checked as feedback's are and nothing stored on a refusal, a
 * requestId storing once (ten parallel filings included), the statuses through the operator's
 * routes, when the dispute body is offered, the member told in the inbox (a service message: no
 * marketing consent needed) with the live badge raised, other members kept out, trial accounts
 * refused, the limits, and the operator's settings. Every member here is fresh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { newReference } from '#platform/src/modules/complaints/rules';
import { MAX_PROOF_BASE64_CHARS } from '#platform/src/modules/withdraw/proof';
import { platformHeaders } from '../support/platform';
import { accountsPlatform, authed, env, newLoggedInMember, post, seedDemoAccounts, type AccountsPlatform, type LoggedInMember } from './accounts-client';
import { BASE, call, callJson, type Envelope } from './client';

const IP = '198.51.100.171';
const MERCHANT = 'DEMO';
const DAY = 86_400_000;
const IBAS = { name: 'Independent Betting Adjudication Service (IBAS)', url: 'https://www.ibas-uk.com', email: null, phone: null };
const REFERENCE = /^C-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const member = (prefix = 'cmp', type = 0): Promise<LoggedInMember> =>
  type === 0 ? newLoggedInMember(p, prefix, { nickname: 'Player' }, IP) : newLoggedInMember(p, prefix, { nickname: 'Trial', type }, IP);

const file = (m: LoggedInMember, body: unknown, headers: Record<string, string> = {}) =>
  callJson(p, '/wps/member/complaints', { headers: authed(m.token, headers), body });
const write = (m: LoggedInMember, body: unknown) => callJson(p, '/wps/member/complaint/message', { headers: authed(m.token), body });
const one = (m: LoggedInMember, reference: string) =>
  callJson(p, `/wps/member/complaint?reference=${encodeURIComponent(reference)}`, { headers: authed(m.token) });
const list = (m: LoggedInMember, query = '') => callJson(p, `/wps/member/complaints${query ? `?${query}` : ''}`, { headers: authed(m.token) });
const dev = (path: string, body?: unknown, method?: string) =>
  callJson(p, path, { method, rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body });
const answer = (reference: string, body: string, final?: boolean) =>
  dev('/__dev/complaints/answer', { reference, body, ...(final === undefined ? {} : { final }) });
const setStatus = (reference: string, status: string) => dev('/__dev/complaints/status', { reference, status });
const unread = async (m: LoggedInMember) => (await callJson(p, '/wps/relay/CSP_unreadCount', { headers: authed(m.token) })).body.value.count as number;
const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;
const complaintsOf = (m: LoggedInMember) => count('SELECT COUNT(*) AS n FROM complaints WHERE account_id = ?1', m.id);

/** Files a SERVICE complaint and answers it, failing the test otherwise. */
async function filed(m: LoggedInMember, extra: Record<string, unknown> = {}) {
  const res = await file(m, { subject: { kind: 'SERVICE' }, body: 'The site logs me out.', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
}

// ---- the member's records, written straight to D1 --------------------------------------------

let serial = 0;
const at = () => Date.now() - 3_600_000 - ++serial * 1000;

async function deposit(m: LoggedInMember, amountMinor = 50_00): Promise<{ id: number; time: number; method: { en: string; ko: string } }> {
  const method = await env.DB.prepare('SELECT code, name_en, name_ko FROM brand_deposit_methods WHERE merchant_code = ?1 ORDER BY sort LIMIT 1')
    .bind(MERCHANT)
    .first<{ code: string; name_en: string; name_ko: string }>();
  const time = at();
  const row = await env.DB.prepare(
    `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, provider_ref, created_at)
     VALUES (?1, ?2, ?3, 'BANK', ?4, 'PENDING', ?5, ?6) RETURNING id`,
  )
    .bind(MERCHANT, m.id, method!.code, amountMinor, `cmp-${crypto.randomUUID()}`, time)
    .first<{ id: number }>();
  return { id: row!.id, time, method: { en: method!.name_en, ko: method!.name_ko } };
}

async function withdrawal(m: LoggedInMember, amountMinor = 30_00): Promise<{ id: number; time: number }> {
  const time = at();
  const card = JSON.stringify({ cardId: 1, bankName: 'Kookmin Bank', maskedNumber: '****1234', accountName: 'Player' });
  const row = await env.DB.prepare(
    "INSERT INTO withdrawals (merchant_code, account_id, amount_minor, status, card, created_at) VALUES (?1, ?2, ?3, 'HELD', ?4, ?5) RETURNING id",
  )
    .bind(MERCHANT, m.id, amountMinor, card, time)
    .first<{ id: number }>();
  return { id: row!.id, time };
}

async function transfer(from: LoggedInMember, to: LoggedInMember, amountMinor = 12_34): Promise<{ id: number; time: number }> {
  const time = at();
  const row = await env.DB.prepare(
    "INSERT INTO transfers (merchant_code, kind, from_account_id, to_account_id, amount_minor, status, created_at) VALUES (?1, 'PLAYER', ?2, ?3, ?4, 'COMPLETED', ?5) RETURNING id",
  )
    .bind(MERCHANT, from.id, to.id, amountMinor, time)
    .first<{ id: number }>();
  return { id: row!.id, time };
}

async function bet(m: LoggedInMember, status = 'SETTLED'): Promise<{ id: number; time: number; game: { en: string; ko: string } }> {
  const game = await env.DB.prepare('SELECT node_id, name_en, name_ko, game_type, vassalage FROM games ORDER BY node_id LIMIT 1').first<{
    node_id: number;
    name_en: string;
    name_ko: string;
    game_type: string;
    vassalage: string;
  }>();
  const time = at();
  const row = await env.DB.prepare(
    `INSERT INTO bets (merchant_code, account_id, round_id, game_id, game_name, vendor_code, game_type, stake_minor, valid_minor, payout_minor, status, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 500, 500, 0, ?8, ?9) RETURNING id`,
  )
    .bind(MERCHANT, m.id, `cmp-${crypto.randomUUID()}`, game!.node_id, game!.name_en, game!.vassalage, game!.game_type, status, time)
    .first<{ id: number }>();
  return { id: row!.id, time, game: { en: game!.name_en, ko: game!.name_ko } };
}

/** The member joins one of the brand's promotions (a different one each time). */
async function joinPromotion(m: LoggedInMember, amountMinor = 0): Promise<{ id: number; time: number; title: { en: string; ko: string } }> {
  const promotion = await env.DB.prepare(
    'SELECT id, title_en, title_ko FROM promotions WHERE merchant_code = ?1 AND id NOT IN (SELECT promotion_id FROM promotion_entries WHERE account_id = ?2) ORDER BY id LIMIT 1',
  )
    .bind(MERCHANT, m.id)
    .first<{ id: number; title_en: string; title_ko: string }>();
  const time = at();
  await env.DB.prepare("INSERT INTO promotion_entries (promotion_id, account_id, status, amount_minor, joined_at) VALUES (?1, ?2, 'JOINED', ?3, ?4)")
    .bind(promotion!.id, m.id, amountMinor, time)
    .run();
  return { id: promotion!.id, time, title: { en: promotion!.title_en, ko: promotion!.title_ko } };
}

// ---- images ------------------------------------------------------------------------------------

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

function base64Of(head: number[], size: number): string {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const bucket = () => p.env.COMPLAINT_FILES!;
const objectsUnder = async (prefix: string) => (await bucket().list({ prefix })).objects.map((o) => o.key);
const image = (token: string | null, query: string) =>
  p.fetch(new Request(`${BASE}/wps/member/complaint/image?${query}`, { headers: platformHeaders(token ? authed(token) : {}) }));

describe('filing', () => {
  it('files a complaint about each kind of the member’s own records, with the record’s summary as it was', async () => {
    const m = await member();
    const other = await member('cmpo');
    const d = await deposit(m, 50_00);
    const w = await withdrawal(m, 30_00);
    const sent = await transfer(m, other, 12_34);
    const received = await transfer(other, m, 7_00);
    const round = await bet(m, 'OPEN');
    const bonus = await joinPromotion(m, 10_00);

    const cases: [unknown, { ref: string | null; summary: unknown }][] = [
      [
        { kind: 'TRANSACTION', ref: `deposit:${d.id}` },
        { ref: `deposit:${d.id}`, summary: { time: d.time, amount: 50, label: d.method.en } },
      ],
      [
        { kind: 'TRANSACTION', ref: `withdrawal:${w.id}` },
        { ref: `withdrawal:${w.id}`, summary: { time: w.time, amount: 30, label: 'Kookmin Bank' } },
      ],
      [
        { kind: 'TRANSACTION', ref: ` transfer:${sent.id} ` },
        { ref: `transfer:${sent.id}`, summary: { time: sent.time, amount: 12.34, label: other.username } },
      ],
      [
        { kind: 'TRANSACTION', ref: `transfer:${received.id}` },
        { ref: `transfer:${received.id}`, summary: { time: received.time, amount: 7, label: other.username } },
      ],
      [
        { kind: 'ROUND', ref: round.id },
        { ref: String(round.id), summary: { time: round.time, amount: 5, label: round.game.en } },
      ],
    ];
    // Five in 24 hours: the sixth case is filed after moving the others a day back.
    const references: string[] = [];
    for (const [subject, expected] of cases) {
      const res = await file(m, { subject, body: '  Something went wrong with this.  ' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const c = res.body.value;
      expect(c.reference).toMatch(REFERENCE);
      expect(c.subject).toEqual({ kind: (subject as { kind: string }).kind, ...expected });
      references.push(c.reference);
    }
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect((await dev('/__dev/complaints/backdate', { reference, days: 1 })).status).toBe(200);

    // In Korean: the promotion's title in the request language; a service complaint has no record.
    const korean = await file(m, { subject: { kind: 'BONUS', ref: String(bonus.id) }, body: '보너스가 지급되지 않았습니다.' }, { Language: 'KO' });
    expect(korean.status, JSON.stringify(korean.body)).toBe(200);
    expect(korean.body.value.subject).toEqual({ kind: 'BONUS', ref: String(bonus.id), summary: { time: bonus.time, amount: 10, label: bonus.title.ko } });
    const service = await file(m, { subject: { kind: 'SERVICE', ref: null }, body: 'The lobby is slow.' });
    expect(service.body.value.subject).toEqual({ kind: 'SERVICE', ref: null, summary: null });

    // The whole complaint as filed.
    const res = await call(p, `/wps/member/complaint?reference=${references[0]}`, { headers: authed(m.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const c = ((await res.json()) as Envelope).value;
    expect(c).toEqual({
      reference: references[0],
      subject: { kind: 'TRANSACTION', ref: `deposit:${d.id}`, summary: { time: d.time, amount: 50, label: d.method.en } },
      status: 'RECEIVED',
      createdAt: expect.any(Number),
      updatedAt: c.createdAt,
      answerDueAt: c.createdAt + 14 * DAY,
      finalAnswerAt: null,
      closedAt: null,
      lastMessage: { author: 'MEMBER', at: c.createdAt },
      escalation: { availableAt: c.createdAt + 56 * DAY, available: false, body: null },
      messages: [{ id: expect.any(Number), author: 'MEMBER', body: 'Something went wrong with this.', final: false, createdAt: c.createdAt, images: [] }],
    });

    // The summary stays as it was when the record changes.
    await env.DB.prepare("UPDATE deposits SET amount_minor = 99900, bank_type = 'CRYPTO', status = 'PAID' WHERE id = ?1").bind(d.id).run();
    expect((await one(m, references[0]!)).body.value.subject.summary).toEqual({ time: d.time, amount: 50, label: d.method.en });
    // A reference is read in either case.
    expect((await one(m, references[0]!.toLowerCase())).body.value.reference).toBe(references[0]);
  });

  it('lists the member’s complaints newest first, with a status filter, pages and the brand’s procedure', async () => {
    const m = await member();
    const first = await filed(m);
    const second = await filed(m, { body: 'Second one.' });
    const third = await filed(m, { body: 'Third one.' });
    expect((await answer(second.reference, 'We are looking.')).status).toBe(200);

    const res = await call(p, '/wps/member/complaints', { headers: authed(m.token) });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const all = ((await res.json()) as Envelope).value;
    expect(all.list.map((c: { reference: string }) => c.reference)).toEqual([third.reference, second.reference, first.reference]);
    expect(all).toMatchObject({ total: 3, pageNo: 1, pageSize: 10, settings: { answerDays: 14, escalationDays: 56, body: IBAS } });
    expect(all.list[0]).not.toHaveProperty('messages');
    expect(all.list[1]).toMatchObject({ status: 'IN_REVIEW', lastMessage: { author: 'OPERATOR', at: expect.any(Number) } });

    expect((await list(m, 'status=IN_REVIEW')).body.value).toMatchObject({ total: 1, list: [{ reference: second.reference }] });
    expect((await list(m, 'status=CLOSED')).body.value).toMatchObject({ total: 0, list: [] });
    const page = (await list(m, 'pageNo=2&pageSize=2')).body.value;
    expect(page).toMatchObject({ total: 3, pageNo: 2, pageSize: 2 });
    expect(page.list.map((c: { reference: string }) => c.reference)).toEqual([first.reference]);
    for (const query of ['pageSize=51', 'pageSize=0', 'pageNo=0', 'pageNo=x', 'status=OPEN', 'status=received']) {
      const bad = await list(m, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.errorCode, query).toBe('request_param_err');
    }
  });
});

describe('the subject', () => {
  it('is the same complaint.subject_not_found for another member’s records, unknown ids and malformed refs, and nothing is stored', async () => {
    const m = await member();
    const other = await member('cmpo');
    const third = await member('cmpt');
    const theirs = {
      deposit: await deposit(other),
      withdrawal: await withdrawal(other),
      // A transfer between two other members is neither's business of m.
      transfer: await transfer(other, third),
      round: await bet(other),
      bonus: await joinPromotion(other),
    };
    const promotionNotJoined = await env.DB.prepare(
      'SELECT id FROM promotions WHERE merchant_code = ?1 AND id NOT IN (SELECT promotion_id FROM promotion_entries WHERE account_id = ?2) LIMIT 1',
    )
      .bind(MERCHANT, m.id)
      .first<{ id: number }>();
    const subjects: unknown[] = [
      { kind: 'TRANSACTION', ref: `deposit:${theirs.deposit.id}` },
      { kind: 'TRANSACTION', ref: `withdrawal:${theirs.withdrawal.id}` },
      { kind: 'TRANSACTION', ref: `transfer:${theirs.transfer.id}` },
      { kind: 'ROUND', ref: String(theirs.round.id) },
      { kind: 'ROUND', ref: theirs.round.id },
      { kind: 'BONUS', ref: String(theirs.bonus.id) },
      // A promotion that exists but that the member never joined.
      { kind: 'BONUS', ref: String(promotionNotJoined!.id) },
      // Unknown ids.
      { kind: 'TRANSACTION', ref: 'deposit:999999999' },
      { kind: 'TRANSACTION', ref: 'withdrawal:999999999' },
      { kind: 'TRANSACTION', ref: 'transfer:999999999' },
      { kind: 'ROUND', ref: '999999999' },
      { kind: 'BONUS', ref: '999999999' },
      // Malformed refs, and a ref of another kind.
      { kind: 'TRANSACTION', ref: 'deposit:abc' },
      { kind: 'TRANSACTION', ref: `bet:${theirs.round.id}` },
      { kind: 'TRANSACTION', ref: String(theirs.deposit.id) },
      { kind: 'ROUND', ref: `deposit:${theirs.deposit.id}` },
      { kind: 'ROUND', ref: '1.5' },
      { kind: 'ROUND', ref: -1 },
      { kind: 'BONUS', ref: 'x'.repeat(5000) },
      { kind: 'TRANSACTION', ref: "deposit:1' OR '1'='1" },
    ];
    for (const subject of subjects) {
      const res = await file(m, { subject, body: 'Not mine.' });
      expect(res.status, JSON.stringify(subject)).toBe(404);
      expect(res.body, JSON.stringify(subject)).toMatchObject({ success: false, errorCode: 'complaint.subject_not_found' });
    }
    expect(await complaintsOf(m)).toBe(0);
    // The owners themselves may.
    expect((await file(other, { subject: { kind: 'TRANSACTION', ref: `deposit:${theirs.deposit.id}` }, body: 'Mine.' })).status).toBe(200);
    expect((await file(third, { subject: { kind: 'TRANSACTION', ref: `transfer:${theirs.transfer.id}` }, body: 'Mine too.' })).status).toBe(200);
  });
});

describe('malformed input', () => {
  it('is refused with request_param_err naming the field, never a 500, and stores nothing', async () => {
    const m = await member();
    const valid = { subject: { kind: 'SERVICE' }, body: 'Hello' };
    const named: [unknown, string][] = [
      [{ ...valid, subject: { kind: 'POKER' } }, 'subject.kind: must be one of TRANSACTION, ROUND, BONUS, SERVICE'],
      [{ ...valid, subject: { kind: 'service' } }, 'subject.kind: must be one of TRANSACTION, ROUND, BONUS, SERVICE'],
      [{ ...valid, subject: {} }, 'subject.kind: must be one of TRANSACTION, ROUND, BONUS, SERVICE'],
      [{ ...valid, subject: { kind: 'TRANSACTION' } }, 'subject.ref: required'],
      [{ ...valid, subject: { kind: 'ROUND', ref: null } }, 'subject.ref: required'],
      [{ ...valid, subject: { kind: 'BONUS', ref: '  ' } }, 'subject.ref: required'],
      [{ ...valid, body: '' }, 'body: length must be between 1 and 2000'],
      [{ ...valid, body: '   \n ' }, 'body: length must be between 1 and 2000'],
      [{ ...valid, body: 'x'.repeat(2001) }, 'body: length must be between 1 and 2000'],
      [{ subject: valid.subject }, 'body: length must be between 1 and 2000'],
      [{ ...valid, requestId: 'short' }, 'requestId: must be 8 to 64 letters, digits, - or _'],
      [{ ...valid, requestId: 'x'.repeat(65) }, 'requestId: must be 8 to 64 letters, digits, - or _'],
      [{ ...valid, requestId: 'has spaces in it' }, 'requestId: must be 8 to 64 letters, digits, - or _'],
      [{ ...valid, requestId: 12345678 }, 'requestId: must be 8 to 64 letters, digits, - or _'],
    ];
    for (const [body, message] of named) {
      const res = await file(m, body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.body, JSON.stringify(body).slice(0, 200)).toMatchObject({ success: false, errorCode: 'request_param_err', message });
    }
    const others: unknown[] = [
      {},
      [],
      'SERVICE',
      42,
      null,
      { ...valid, subject: null },
      { ...valid, subject: 'SERVICE' },
      { ...valid, subject: ['SERVICE'] },
      { ...valid, subject: { kind: 7 } },
      { ...valid, subject: { kind: 'ROUND', ref: {} } },
      { ...valid, subject: { kind: 'ROUND', ref: true } },
      { ...valid, subject: { kind: 'SERVICE', ref: 'deposit:1' } },
      { ...valid, body: 123 },
      { ...valid, body: null },
      { ...valid, body: ['x'] },
      { ...valid, images: 'not a list' },
      { ...valid, images: {} },
      { ...valid, requestId: {} },
    ];
    for (const body of others) {
      const res = await file(m, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode, JSON.stringify(body)).toBe('request_param_err');
    }
    for (const text of ['not json', '{"subject":', '\u0000']) {
      const res = await call(p, '/wps/member/complaints', { headers: authed(m.token), body: text });
      expect(res.status, text).toBe(400);
      expect(((await res.json()) as Envelope).errorCode).toBe('request_param_err');
    }
    // Characters, not UTF-16 units: 2,000 emoji are one body.
    expect((await file(m, { ...valid, body: '😀'.repeat(2000) })).status).toBe(200);
    expect(await complaintsOf(m)).toBe(1);

    // The message, the detail and the image with malformed input.
    const { reference } = (await list(m)).body.value.list[0];
    const messages: [unknown, number, string][] = [
      [{}, 400, 'request_param_err'],
      [{ reference, body: '' }, 400, 'request_param_err'],
      [{ reference, body: 'x'.repeat(2001) }, 400, 'request_param_err'],
      [{ reference, body: 'ok', requestId: 'bad id!' }, 400, 'request_param_err'],
      [{ reference, body: 'ok', images: 7 }, 400, 'request_param_err'],
      [{ reference: 7, body: 'ok' }, 400, 'request_param_err'],
      [{ reference: 'C-123', body: 'ok' }, 404, 'complaint.not_found'],
      [{ reference: 'nonsense', body: 'ok' }, 404, 'complaint.not_found'],
      [{ reference: 'C-ZZZZZZZZ', body: 'ok' }, 404, 'complaint.not_found'],
    ];
    for (const [body, status, code] of messages) {
      const res = await write(m, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errorCode, JSON.stringify(body)).toBe(code);
    }
    for (const query of ['', 'reference=', 'reference=C-ZZZZZZZZ', 'reference=%00', `reference=${'x'.repeat(500)}`]) {
      const res = await callJson(p, `/wps/member/complaint?${query}`, { headers: authed(m.token) });
      expect(res.status, query).toBeLessThan(500);
      expect(['request_param_err', 'complaint.not_found'], query).toContain(res.body.errorCode);
    }
    expect((await one(m, 'C-ZZZZZZZZ')).body.errorCode).toBe('complaint.not_found');
    expect((await callJson(p, '/wps/member/complaint', { headers: authed(m.token) })).body.errorCode).toBe('request_param_err');
    expect(await count('SELECT COUNT(*) AS n FROM complaint_messages m JOIN complaints c ON c.id = m.complaint_id WHERE c.account_id = ?1', m.id)).toBe(1);
  });
});

describe('images', () => {
  it('keeps a message’s PNG and JPEG in R2 and gives them to the member and the operator only', async () => {
    const m = await member();
    const c = await filed(m, { images: [base64Of(PNG, 200), `data:image/jpeg;base64,${base64Of(JPEG, 80)}`] });
    const first = c.messages[0];
    expect(first.images).toEqual([1, 2]);
    const keys = await env.DB.prepare('SELECT position, object_key, content_type, byte_size FROM complaint_images WHERE message_id = ?1 ORDER BY position')
      .bind(first.id)
      .all<{ position: number; object_key: string; content_type: string; byte_size: number }>();
    expect(keys.results.map((r) => [r.position, r.content_type, r.byte_size])).toEqual([
      [1, 'image/png', 200],
      [2, 'image/jpeg', 80],
    ]);
    for (const row of keys.results) expect(row.object_key).toMatch(new RegExp(`^${MERCHANT}/complaints/${c.reference}/${first.id}/[0-9a-f-]{36}\\.(png|jpg)$`));
    expect(await objectsUnder(`${MERCHANT}/complaints/${c.reference}/`)).toHaveLength(2);

    const res = await image(m.token, `reference=${c.reference}&message=${first.id}&position=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('Content-Disposition')).toBe('inline');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBe(80);
    expect(bytes.subarray(0, 4)).toEqual(new Uint8Array(JPEG));
    const operator = await p.fetch(new Request(`${BASE}/__dev/complaints/image?reference=${c.reference}&message=${first.id}&position=1`));
    expect(operator.status).toBe(200);
    expect(operator.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await operator.arrayBuffer()).subarray(0, 8)).toEqual(new Uint8Array(PNG));

    // A later message's image, too.
    const again = await write(m, { reference: c.reference, body: 'One more screenshot.', images: [base64Of(PNG, 64)] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = again.body.value.messages[1];
    expect(second).toMatchObject({ author: 'MEMBER', body: 'One more screenshot.', images: [1] });
    expect((await image(m.token, `reference=${c.reference}&message=${second.id}&position=1`)).status).toBe(200);
    expect(await objectsUnder(`${MERCHANT}/complaints/${c.reference}/${second.id}/`)).toHaveLength(1);

    // Another member, an unknown reference, message or position: the same 404.
    const other = await member('cmpo');
    const refused = [
      await image(other.token, `reference=${c.reference}&message=${first.id}&position=1`),
      await image(m.token, `reference=${c.reference}&message=${first.id}&position=3`),
      await image(m.token, `reference=${c.reference}&message=${second.id}&position=2`),
      await image(m.token, `reference=${c.reference}&message=999999999&position=1`),
      await image(m.token, `reference=C-ZZZZZZZZ&message=${first.id}&position=1`),
      await image(m.token, `reference=nonsense&message=${first.id}&position=1`),
    ];
    for (const r of refused) {
      expect(r.status).toBe(404);
      expect(await r.json()).toMatchObject({ success: false, errorCode: 'complaint.not_found' });
    }
    // Positions outside 1..3 and a malformed message are parameter errors; a visitor has no session.
    for (const query of [
      `reference=${c.reference}&message=${first.id}&position=0`,
      `reference=${c.reference}&message=${first.id}&position=4`,
      `reference=${c.reference}&message=x&position=1`,
      `reference=${c.reference}&message=-1&position=1`,
      `reference=${c.reference}&position=1`,
    ]) {
      const bad = await image(m.token, query);
      expect(bad.status, query).toBe(400);
      expect(((await bad.json()) as Envelope).errorCode).toBe('request_param_err');
    }
    expect(((await (await image(null, `reference=${c.reference}&message=${first.id}&position=1`)).json()) as Envelope).errorCode).toBe('login.not.session');
  });

  it('refuses a GIF named .png, a fourth image and one past 5 MB, checking every image before storing anything', async () => {
    const m = await member();
    const before = (await objectsUnder(`${MERCHANT}/complaints/`)).length;
    const png = base64Of(PNG, 100);
    const gif = await file(m, { subject: { kind: 'SERVICE' }, body: 'gif', images: [png, `data:image/png;base64,${base64Of(GIF, 100)}`] });
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({ errorCode: 'file.invalid', message: 'images.1: not a PNG or JPEG image' });
    const four = await file(m, { subject: { kind: 'SERVICE' }, body: 'four', images: [png, png, png, png] });
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({ errorCode: 'file.invalid', message: 'images: at most 3 images' });
    const big = await file(m, { subject: { kind: 'SERVICE' }, body: 'big', images: [base64Of(PNG, 5 * 1024 * 1024 + 1)] });
    expect(big.body).toMatchObject({ errorCode: 'file.invalid', message: 'images.0: larger than 5 MB' });
    expect((await file(m, { subject: { kind: 'SERVICE' }, body: 'text', images: ['not base64!'] })).body.errorCode).toBe('file.invalid');
    expect((await file(m, { subject: { kind: 'SERVICE' }, body: 'empty', images: [''] })).body.errorCode).toBe('file.invalid');
    // Beyond three images' Base64 and 8 KB: refused unread.
    const huge = JSON.stringify({ subject: { kind: 'SERVICE' }, body: 'x', images: ['A'.repeat(3 * MAX_PROOF_BASE64_CHARS + 16_384)] });
    const tooLarge = await p.fetch(new Request(`${BASE}/wps/member/complaints`, { method: 'POST', headers: platformHeaders(authed(m.token)), body: huge }));
    expect(tooLarge.status).toBe(413);
    expect(await complaintsOf(m)).toBe(0);

    // The same on a message: nothing written, the status untouched.
    const c = await filed(m);
    expect((await answer(c.reference, 'Final word.', true)).body.value.status).toBe('ANSWERED');
    const refused = await write(m, { reference: c.reference, body: 'gif', images: [png, png, base64Of(GIF, 50)] });
    expect(refused.body).toMatchObject({ errorCode: 'file.invalid', message: 'images.2: not a PNG or JPEG image' });
    expect((await write(m, { reference: c.reference, body: 'four', images: [png, png, png, png] })).body.message).toBe('images: at most 3 images');
    const after = (await one(m, c.reference)).body.value;
    expect(after.status).toBe('ANSWERED');
    expect(after.messages).toHaveLength(2);
    expect((await objectsUnder(`${MERCHANT}/complaints/`)).length).toBe(before);
  });
});

describe('an image R2 does not take', () => {
  it('leaves nothing behind: no complaint, no message, no object, and the status as it was', async () => {
    const real = p.env.COMPLAINT_FILES!;
    const putKeys: string[] = [];
    let puts = 0;
    // The first image goes in, the second fails.
    const flaky = {
      put: async (key: string, value: Uint8Array, options?: R2PutOptions) => {
        if (puts++ % 2 === 1) throw new Error('R2 unavailable');
        putKeys.push(key);
        return real.put(key, value, options);
      },
      get: (key: string) => real.get(key),
      delete: (key: string) => real.delete(key),
      list: (options?: R2ListOptions) => real.list(options),
    } as unknown as R2Bucket;
    const broken = await accountsPlatform({ COMPLAINT_FILES: flaky });
    const m = await member();
    const images = [base64Of(PNG, 50), base64Of(JPEG, 50)];
    const res = await callJson(broken, '/wps/member/complaints', {
      headers: authed(m.token),
      body: { subject: { kind: 'SERVICE' }, body: 'Two images.', images },
    });
    expect(res.status).toBe(500);
    expect(res.body.errorCode).toBe('#727');
    expect(await complaintsOf(m)).toBe(0);

    const c = await filed(m);
    await answer(c.reference, 'Our final answer.', true);
    const again = await callJson(broken, '/wps/member/complaint/message', {
      headers: authed(m.token),
      body: { reference: c.reference, body: 'Look.', images },
    });
    expect(again.status).toBe(500);
    const after = (await one(m, c.reference)).body.value;
    expect(after).toMatchObject({ status: 'ANSWERED', lastMessage: { author: 'OPERATOR' } });
    expect(after.messages).toHaveLength(2);
    expect(putKeys).toHaveLength(2);
    for (const key of putKeys) expect(await real.head(key)).toBeNull();
    expect(await count('SELECT COUNT(*) AS n FROM complaint_images WHERE object_key IN (SELECT value FROM json_each(?1))', JSON.stringify(putKeys))).toBe(0);
  });
});

describe('requestId', () => {
  it('stores a filing once: a repeat answers the complaint as it is', async () => {
    const m = await member();
    const requestId = `file-${crypto.randomUUID()}`;
    const first = await filed(m, { requestId });
    await answer(first.reference, 'On it.');
    const again = await file(m, { subject: { kind: 'SERVICE' }, body: 'The site logs me out.', requestId });
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ reference: first.reference, status: 'IN_REVIEW' });
    expect(again.body.value.messages).toHaveLength(2);
    expect(await complaintsOf(m)).toBe(1);
    // Another member's requestId of the same text is theirs alone.
    const other = await member('cmpo');
    expect((await filed(other, { requestId })).reference).not.toBe(first.reference);
  });

  it('stores one complaint of ten parallel identical filings, with its image once', async () => {
    const m = await member();
    const requestId = `par-${crypto.randomUUID()}`;
    const body = { subject: { kind: 'SERVICE' }, body: 'Ten taps on send.', requestId, images: [base64Of(PNG, 120)] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => file(m, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const references = new Set(answers.map((a) => a.body.value.reference));
    expect(references.size).toBe(1);
    const [reference] = [...references];
    expect(await complaintsOf(m)).toBe(1);
    expect(await count('SELECT COUNT(*) AS n FROM complaint_messages m JOIN complaints c ON c.id = m.complaint_id WHERE c.account_id = ?1', m.id)).toBe(1);
    expect(await objectsUnder(`${MERCHANT}/complaints/${reference}/`)).toHaveLength(1);
    expect((await one(m, reference!)).body.value.messages[0].images).toEqual([1]);
  });

  it('stores a message once, ten parallel repeats included', async () => {
    const m = await member();
    const c = await filed(m);
    const requestId = `msg-${crypto.randomUUID()}`;
    const body = { reference: c.reference, body: 'Any news?', requestId };
    const answers = await Promise.all(Array.from({ length: 10 }, () => write(m, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const a of answers) expect(a.body.value.messages.filter((x: { body: string }) => x.body === 'Any news?')).toHaveLength(1);
    expect((await write(m, body)).body.value.messages).toHaveLength(2);
    // A repeat is answered after the complaint was closed, too: nothing is written.
    await setStatus(c.reference, 'CLOSED');
    const late = await write(m, body);
    expect(late.status).toBe(200);
    expect(late.body.value).toMatchObject({ status: 'CLOSED' });
    expect(late.body.value.messages).toHaveLength(2);
  });
});

describe('statuses', () => {
  it('follow the operator’s messages and changes, and the member writing again', async () => {
    const m = await member();
    const c = await filed(m);
    expect(c.status).toBe('RECEIVED');

    // A message that is not final: in review.
    const reply = await answer(c.reference, 'Could you tell us which browser you use?');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.value).toMatchObject({ status: 'IN_REVIEW', finalAnswerAt: null, lastMessage: { author: 'OPERATOR' } });
    expect(reply.body.value.messages[1]).toMatchObject({ author: 'OPERATOR', body: 'Could you tell us which browser you use?', final: false, images: [] });
    const member1 = await write(m, { reference: c.reference, body: 'Chrome on Android.' });
    expect(member1.body.value).toMatchObject({ status: 'IN_REVIEW', lastMessage: { author: 'MEMBER' } });

    // The final answer: ANSWERED, with its time, and the dispute body offered at once.
    const final = await answer(c.reference, 'We fixed the session length. This is our final answer.', true);
    const answered = final.body.value;
    expect(answered).toMatchObject({ status: 'ANSWERED', finalAnswerAt: expect.any(Number), escalation: { available: true, body: IBAS } });
    expect(answered.messages.at(-1)).toMatchObject({ author: 'OPERATOR', final: true });

    // The member writes again: back in review, the final answer's time kept (and the body still offered).
    const back = await write(m, { reference: c.reference, body: 'It still happens.' });
    expect(back.body.value).toMatchObject({
      status: 'IN_REVIEW',
      finalAnswerAt: answered.finalAnswerAt,
      escalation: { available: true, body: IBAS },
    });
    // A second final answer keeps the first one's time.
    const second = await answer(c.reference, 'Final, again.', true);
    expect(second.body.value).toMatchObject({ status: 'ANSWERED', finalAnswerAt: answered.finalAnswerAt });

    // Closing: CLOSED with its time; then no message from anyone, and no taking it up again.
    const closed = await setStatus(c.reference, 'CLOSED');
    expect(closed.body.value).toMatchObject({ status: 'CLOSED', closedAt: expect.any(Number) });
    const late = await write(m, { reference: c.reference, body: 'Hello?' });
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('complaint.closed');
    expect((await answer(c.reference, 'One more thing.')).body.errorCode).toBe('complaint.closed');
    expect((await setStatus(c.reference, 'IN_REVIEW')).body.errorCode).toBe('complaint.closed');
    // Closing again answers it unchanged.
    const again = await setStatus(c.reference, 'CLOSED');
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual(closed.body.value);
    expect((await one(m, c.reference)).body.value.messages.map((x: { author: string }) => x.author)).toEqual([
      'MEMBER',
      'OPERATOR',
      'MEMBER',
      'OPERATOR',
      'MEMBER',
      'OPERATOR',
    ]);
  });

  it('are set by the operator’s routes: IN_REVIEW, the list by status and username, the detail', async () => {
    const m = await member();
    const c = await filed(m);
    const review = await setStatus(c.reference, 'IN_REVIEW');
    expect(review.body.value).toMatchObject({ status: 'IN_REVIEW', closedAt: null, finalAnswerAt: null });
    const listed = await callJson(p, `/__dev/complaints?username=${m.username.toUpperCase()}&status=IN_REVIEW`);
    expect(listed.status).toBe(200);
    const { messages: _messages, ...summary } = review.body.value;
    expect(listed.body.value.list).toEqual([{ ...summary, username: m.username }]);
    expect((await callJson(p, `/__dev/complaints?username=${m.username}&status=CLOSED`)).body.value.list).toEqual([]);
    expect((await callJson(p, `/__dev/complaints/one?reference=${c.reference}`)).body.value).toEqual(review.body.value);
    for (const [path, body] of [
      ['/__dev/complaints/status', { reference: c.reference, status: 'ANSWERED' }],
      ['/__dev/complaints/status', { reference: c.reference, status: 'RECEIVED' }],
      ['/__dev/complaints/status', { reference: c.reference }],
      ['/__dev/complaints/answer', { reference: c.reference, body: '' }],
      ['/__dev/complaints/answer', { reference: c.reference, body: 'x', final: 'yes' }],
      ['/__dev/complaints/backdate', { reference: c.reference, days: 0 }],
      ['/__dev/complaints/backdate', { reference: c.reference, days: 401 }],
    ] as const) {
      const res = await dev(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode, JSON.stringify(body)).toBe('request_param_err');
    }
    for (const path of ['/__dev/complaints/status', '/__dev/complaints/answer', '/__dev/complaints/backdate']) {
      const res = await dev(path, { reference: 'C-ZZZZZZZZ', status: 'CLOSED', body: 'x', days: 1 });
      expect(res.status, path).toBe(404);
      expect(res.body.errorCode, path).toBe('complaint.not_found');
    }
    // Another brand's operator does not find it.
    expect((await callJson(p, `/__dev/complaints/one?merchant=JADE&reference=${c.reference}`)).body.errorCode).toBe('complaint.not_found');
  });
});

describe('escalation', () => {
  it('is null before, offered after the final answer, and after the brand’s escalation days', async () => {
    const m = await member();
    const c = await filed(m);
    expect(c.escalation).toEqual({ availableAt: c.createdAt + 56 * DAY, available: false, body: null });

    // Past the brand's eight weeks without a final answer.
    const moved = await dev('/__dev/complaints/backdate', { reference: c.reference, days: 57 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const late = moved.body.value;
    expect(late.createdAt).toBe(c.createdAt - 57 * DAY);
    expect(late.messages[0].createdAt).toBe(c.createdAt - 57 * DAY);
    expect(late.lastMessage.at).toBe(c.createdAt - 57 * DAY);
    expect(late.answerDueAt).toBe(late.createdAt + 14 * DAY);
    expect(late.escalation).toEqual({ availableAt: late.createdAt + 56 * DAY, available: true, body: IBAS });
    expect(late.status).toBe('RECEIVED');

    // Only 55 days back: not yet.
    const fresh = await filed(m, { body: 'Another one.' });
    const early = (await dev('/__dev/complaints/backdate', { reference: fresh.reference, days: 55 })).body.value;
    expect(early.escalation).toMatchObject({ available: false, body: null });
    // The final answer offers it at once.
    expect((await answer(fresh.reference, 'Final.', true)).body.value.escalation).toEqual({
      availableAt: early.createdAt + 56 * DAY,
      available: true,
      body: IBAS,
    });
  });
});

describe('telling the member', () => {
  it('sends an inbox message naming the reference on every answer and status change, without marketing consent, and raises the live badge', async () => {
    const m = await member();
    expect(await count('SELECT COUNT(*) AS n FROM marketing_consents WHERE account_id = ?1 AND granted = 1', m.id)).toBe(0);
    const start = await unread(m);
    const c = await filed(m);
    // Filing tells the member nothing: they know.
    expect(await unread(m)).toBe(start);

    // The member's live stream.
    const upgrade = await p.fetch(new Request(`${BASE}/wps/member/events`, { headers: platformHeaders(authed(m.token, { Upgrade: 'websocket' })) }));
    expect(upgrade.status).toBe(101);
    const socket = upgrade.webSocket!;
    const frames: { type: string }[] = [];
    socket.addEventListener('message', (event) => frames.push(JSON.parse(String(event.data)) as { type: string }));
    socket.accept();
    const badgesFrame = async () => {
      for (let i = 0; i < 100 && !frames.some((f) => f.type === 'badges'); i++) await new Promise((r) => setTimeout(r, 20));
      const found = frames.some((f) => f.type === 'badges');
      frames.length = 0;
      return found;
    };

    await answer(c.reference, 'We are on it.');
    expect(await unread(m)).toBe(start + 1);
    expect(await badgesFrame()).toBe(true);
    await answer(c.reference, 'Final answer.', true);
    expect(await unread(m)).toBe(start + 2);
    expect(await badgesFrame()).toBe(true);
    await setStatus(c.reference, 'IN_REVIEW');
    expect(await unread(m)).toBe(start + 3);
    // Setting the status it has changes nothing and tells nobody.
    await setStatus(c.reference, 'IN_REVIEW');
    expect(await unread(m)).toBe(start + 3);
    await setStatus(c.reference, 'CLOSED');
    expect(await unread(m)).toBe(start + 4);
    await setStatus(c.reference, 'CLOSED');
    expect(await unread(m)).toBe(start + 4);
    socket.close(1000);

    const inbox = (await callJson(p, '/wps/relay/CSP_getInbox?pageNo=1&pageSize=10', { headers: authed(m.token) })).body.value;
    const titles = inbox.list.slice(0, 4).map((x: { title: string }) => x.title);
    expect(titles).toEqual([
      `Your complaint ${c.reference} is closed`,
      `Your complaint ${c.reference} is in review`,
      `Final answer to your complaint ${c.reference}`,
      `Reply to your complaint ${c.reference}`,
    ]);
    for (const x of inbox.list.slice(0, 4)) expect(x.content).toContain(c.reference);
    // Service messages: never marketing.
    expect(
      await count("SELECT COUNT(*) AS n FROM inbox_messages WHERE account_id = ?1 AND category = 'SERVICE' AND title LIKE '%' || ?2 || '%'", m.id, c.reference),
    ).toBe(4);
    // Nobody else is told.
    const other = await member('cmpo');
    const otherInbox = (await callJson(p, '/wps/relay/CSP_getInbox?pageNo=1&pageSize=50', { headers: authed(other.token) })).body.value;
    expect(otherInbox.list.some((x: { title: string }) => x.title.includes(c.reference))).toBe(false);
  });
});

describe('another member', () => {
  it('can neither read, list, write to nor see the images of someone else’s complaint', async () => {
    const m = await member();
    const other = await member('cmpo');
    const c = await filed(m, { images: [base64Of(PNG, 90)] });
    const read = await one(other, c.reference);
    expect(read.status).toBe(404);
    expect(read.body.errorCode).toBe('complaint.not_found');
    const wrote = await write(other, { reference: c.reference, body: 'Me too.' });
    expect(wrote.status).toBe(404);
    expect(wrote.body.errorCode).toBe('complaint.not_found');
    expect((await list(other)).body.value).toMatchObject({ total: 0, list: [] });
    const picture = await image(other.token, `reference=${c.reference}&message=${c.messages[0].id}&position=1`);
    expect(picture.status).toBe(404);
    expect(((await picture.json()) as Envelope).errorCode).toBe('complaint.not_found');
    expect((await one(m, c.reference)).body.value.messages).toHaveLength(1);
  });
});

describe('trial accounts and visitors', () => {
  it('are refused on every call', async () => {
    const trial = await member('cmptr', 4);
    const calls = [
      () => list(trial),
      () => one(trial, 'C-ZZZZZZZZ'),
      () => file(trial, { subject: { kind: 'SERVICE' }, body: 'hello' }),
      () => write(trial, { reference: 'C-ZZZZZZZZ', body: 'hello' }),
      () => callJson(p, '/wps/member/complaint/image?reference=C-ZZZZZZZZ&message=1&position=1', { headers: authed(trial.token) }),
    ];
    for (const run of calls) expect((await run()).body.errorCode).toBe('function.not.available');
    expect(await complaintsOf(trial)).toBe(0);
    expect((await callJson(p, '/wps/member/complaints')).body.errorCode).toBe('login.not.session');
    expect((await callJson(p, '/wps/member/complaints', { body: { subject: { kind: 'SERVICE' }, body: 'x' } })).body.errorCode).toBe('login.not.session');
  });
});

describe('limits', () => {
  it('refuse a sixth filing in 24 hours and a twenty-first open complaint with complaint.too_many', async () => {
    const m = await member();
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await filed(m, { body: `Complaint ${i}` }));
    const sixth = await file(m, { subject: { kind: 'SERVICE' }, body: 'Sixth' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('complaint.too_many');
    // A day later for one of them: room for one more.
    await dev('/__dev/complaints/backdate', { reference: five[0].reference, days: 2 });
    expect((await file(m, { subject: { kind: 'SERVICE' }, body: 'Sixth' })).status).toBe(200);
    expect(await complaintsOf(m)).toBe(6);

    // Twenty open at once (the older ones written straight to D1).
    const n = await member();
    const old = Date.now() - 30 * DAY;
    for (let i = 0; i < 20; i++) {
      await env.DB.prepare(
        `INSERT INTO complaints (merchant_code, account_id, reference, subject_kind, status, created_at, updated_at, last_author, last_message_at)
         VALUES (?1, ?2, ?3, 'SERVICE', 'RECEIVED', ?4, ?4, 'MEMBER', ?4)`,
      )
        .bind(MERCHANT, n.id, newReference(), old)
        .run();
    }
    const twentyFirst = await file(n, { subject: { kind: 'SERVICE' }, body: 'One too many' });
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.body.errorCode).toBe('complaint.too_many');
    const some = await env.DB.prepare('SELECT reference FROM complaints WHERE account_id = ?1 LIMIT 1').bind(n.id).first<{ reference: string }>();
    await setStatus(some!.reference, 'CLOSED');
    expect((await file(n, { subject: { kind: 'SERVICE' }, body: 'Now there is room' })).status).toBe(200);
  });

  it('refuse a member’s twenty-first message in a complaint in 24 hours', async () => {
    const m = await member();
    const c = await filed(m);
    // The complaint's own text is the first of the twenty.
    for (let i = 0; i < 19; i++) expect((await write(m, { reference: c.reference, body: `Message ${i}` })).status).toBe(200);
    const refused = await write(m, { reference: c.reference, body: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('complaint.too_many');
    // The operator's messages do not count; a day later there is room again.
    expect((await answer(c.reference, 'Please wait for our answer.')).status).toBe(200);
    await dev('/__dev/complaints/backdate', { reference: c.reference, days: 1 });
    expect((await write(m, { reference: c.reference, body: 'Next day' })).status).toBe(200);
  });
});

describe('settings', () => {
  it('are seeded for both demo brands', async () => {
    const rows = await env.DB.prepare('SELECT * FROM complaint_settings ORDER BY merchant_code').all();
    expect(rows.results.map((r) => [r.merchant_code, r.answer_days, r.escalation_days, r.body_name, r.body_url, r.body_email, r.body_phone])).toEqual([
      ['DEMO', 14, 56, IBAS.name, IBAS.url, null, null],
      ['JADE', 10, 56, 'eCOGRA ADR', 'https://ecogra.org/adr', 'adr@ecogra.org', null],
    ]);
    // What a member of the second brand reads (an account there with demo_down1's password).
    const username = `cmpjade_${Date.now().toString(36)}`;
    await env.DB.prepare(
      `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
         password_changed_at, profile, created_at)
       SELECT 'JADE', ?1, 'Jade Player', 0, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, '{}', created_at
         FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_down1'`,
    )
      .bind(username)
      .run();
    const login = await post(
      p,
      '/wps/session/login',
      { type: 'username', loginDeviceId: 'device-1', username, password: 'Down2024' },
      { 'X-Client-IP': IP, Merchant: 'JADE' },
    );
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const jade = await callJson(p, '/wps/member/complaints', { headers: authed(login.body.value.token, { Merchant: 'JADE' }) });
    expect(jade.body.value.settings).toEqual({
      answerDays: 10,
      escalationDays: 56,
      body: { name: 'eCOGRA ADR', url: 'https://ecogra.org/adr', email: 'adr@ecogra.org', phone: null },
    });
  });

  it('are changed by the operator, checked field by field, and apply to what members read', async () => {
    const m = await member();
    const c = await filed(m);
    const bad: unknown[] = [
      {},
      { answerDays: 0, escalationDays: 56, body: IBAS },
      { answerDays: 91, escalationDays: 56, body: IBAS },
      { answerDays: 1.5, escalationDays: 56, body: IBAS },
      { answerDays: '14', escalationDays: 56, body: IBAS },
      { answerDays: 14, escalationDays: 0, body: IBAS },
      { answerDays: 14, escalationDays: 366, body: IBAS },
      { answerDays: 14, escalationDays: 56 },
      { answerDays: 14, escalationDays: 56, body: null },
      { answerDays: 14, escalationDays: 56, body: { ...IBAS, name: ' ' } },
      { answerDays: 14, escalationDays: 56, body: { ...IBAS, url: 'http://www.ibas-uk.com' } },
      { answerDays: 14, escalationDays: 56, body: { ...IBAS, url: 'not a url' } },
      { answerDays: 14, escalationDays: 56, body: { ...IBAS, url: 'javascript:alert(1)' } },
      { answerDays: 14, escalationDays: 56, body: { ...IBAS, email: 'not an address' } },
      { answerDays: 14, escalationDays: 56, body: { ...IBAS, phone: 'call us' } },
    ];
    for (const body of bad) {
      const res = await dev('/__dev/complaints/settings', body, 'PUT');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode, JSON.stringify(body)).toBe('request_param_err');
    }
    const unknown = await dev('/__dev/complaints/settings', { merchant: 'NOPE', answerDays: 14, escalationDays: 56, body: IBAS }, 'PUT');
    expect(unknown.status).toBe(404);
    expect((await dev('/__dev/complaints/settings', { answerDays: 14, escalationDays: 56, body: IBAS })).status).toBe(405);

    const changed = { name: 'Test ADR', url: 'https://adr.example', email: 'help@adr.example', phone: '+44 20 7946 0000' };
    try {
      const put = await dev('/__dev/complaints/settings', { answerDays: 7, escalationDays: 30, body: changed }, 'PUT');
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.value).toEqual({ merchant: MERCHANT, answerDays: 7, escalationDays: 30, body: changed });
      const read = (await list(m)).body.value;
      expect(read.settings).toEqual({ answerDays: 7, escalationDays: 30, body: changed });
      expect(read.list[0]).toMatchObject({ answerDueAt: c.createdAt + 7 * DAY, escalation: { availableAt: c.createdAt + 30 * DAY, available: false } });
      const late = (await dev('/__dev/complaints/backdate', { reference: c.reference, days: 31 })).body.value;
      expect(late.escalation).toEqual({ availableAt: late.createdAt + 30 * DAY, available: true, body: changed });
    } finally {
      expect((await dev('/__dev/complaints/settings', { answerDays: 14, escalationDays: 56, body: IBAS }, 'PUT')).status).toBe(200);
    }
    expect((await list(m)).body.value.settings).toEqual({ answerDays: 14, escalationDays: 56, body: IBAS });
  });
});
