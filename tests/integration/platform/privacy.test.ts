/**
 * A player's own data on the reference platform (docs/platform-protocol.md "A player's own data"):
 * the archive (queued, built beside the answer and by the operator's run, its progress, the ZIP's
 * data.json and CSV files against the records calls, replaced, expired, the limit of three a day),
 * the download link (the password checked with its throttle, another member's archive or session,
 * one use, five minutes, an archive expired meanwhile), the erasure (money left, twenty parallel
 * requests recording one erasure and one closure, logins refused, the anonymisation leaving the
 * brand's books and the agent's report as they were), refusals of trial accounts and agents, and
 * malformed input that never answers 500.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { roomName } from '#platform/src/modules/chat/ChatRoom';
import { dateIn } from '#platform/src/modules/records/zone';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import {
  accountsPlatform,
  authed,
  env,
  later,
  loginCall,
  newLoggedInMember,
  sealed,
  seedDemoAccounts,
  type AccountsPlatform,
  type LoggedInMember,
} from './accounts-client';
import { BASE, call, callJson, type Envelope } from './client';
import { records, sessionFor } from './records-support';
import { platformHeaders } from '../support/platform';

const IP = '198.51.100.163';
const PASSWORD = 'Down2024';
const MERCHANT = 'DEMO';
const DAY = 86_400_000;
const BOM = '\uFEFF';

let p: AccountsPlatform;
let agentId: number;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  agentId = (await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_agent'").first<{ id: number }>())!.id;
});

// ---- helpers ---------------------------------------------------------------------------------

let made = 0;
const member = (prefix = 'data', options: { type?: number } = {}) => newLoggedInMember(p, `${prefix}${++made}`, { nickname: 'Data Owner', ...options }, IP);

const dev = async (path: string, body?: unknown, method?: string) => {
  const { status, body: answer } = await callJson(p, path, {
    rawHeaders: new Headers({ 'Content-Type': 'application/json' }),
    body,
    ...(method ? { method } : {}),
  });
  return { status, body: answer };
};
const devOk = async (path: string, body?: unknown, method?: string) => {
  const { status, body: answer } = await dev(path, body, method);
  expect(status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer.value;
};

const overview = (m: LoggedInMember, on = p) => callJson(on, '/wps/member/data', { headers: authed(m.token) });
const requestExport = (m: LoggedInMember, body: unknown = {}, on = p) => callJson(on, '/wps/member/data/export', { headers: authed(m.token), body });

/** A sealed member call (the link and the erasure carry the password: sealed on the wire). */
async function sealedCall(path: string, token: string, payload: unknown, on = p): Promise<{ status: number; body: Envelope }> {
  const seal = await sealed(on, payload);
  const res = await on.fetch(new Request(BASE + path, { method: 'POST', headers: platformHeaders({ ...authed(token), ...seal.headers }), body: seal.body }));
  return { status: res.status, body: (await res.json()) as Envelope };
}
const link = (m: LoggedInMember, id: unknown, password = PASSWORD, on = p) => sealedCall('/wps/member/data/export/link', m.token, { id, password }, on);
const erase = (m: LoggedInMember, payload: unknown = { password: PASSWORD, confirm: true }, on = p) =>
  sealedCall('/wps/member/data/erase', m.token, payload, on);
const download = (token: string, linkToken: string, on = p) =>
  call(on, `/wps/member/data/export/download?token=${encodeURIComponent(linkToken)}`, { headers: authed(token) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The archive `id` of the member once it is READY (built beside the request's answer). */
async function readyExport(m: LoggedInMember, id: number) {
  for (let i = 0; i < 200; i++) {
    const { body } = await overview(m);
    const found = (body.value.exports as { id: number; status: string }[]).find((e) => e.id === id);
    if (found?.status === 'READY') return found as Record<string, any>;
    if (found?.status === 'FAILED') throw new Error(`archive ${id} failed`);
    await sleep(100);
  }
  throw new Error(`archive ${id} not ready`);
}

/** An archive asked for and ready. */
async function readyArchiveOf(m: LoggedInMember) {
  const { status, body } = await requestExport(m);
  expect(status, JSON.stringify(body)).toBe(200);
  return readyExport(m, body.value.id);
}

/** Downloads the member's archive `id` through a fresh link; answers the file's entries. */
async function archiveOf(m: LoggedInMember, id: number) {
  const made = await link(m, id);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const res = await download(m.token, made.body.value.token);
  expect(res.status).toBe(200);
  return { res, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

async function fund(m: { id: number }, minor: number) {
  const done = await walletGate(p.env).execute({
    op: 'adjust',
    merchant: MERCHANT,
    accountId: m.id,
    key: `data-${crypto.randomUUID()}`,
    amountMinor: minor,
    kind: 'ADJUSTMENT',
    contra: 'HOUSE',
  });
  expect(done.ok, JSON.stringify(done)).toBe(true);
}
const round = (m: LoggedInMember, stakeMinor: number, payoutMinor: number) =>
  devOk('/__dev/bet-round', { username: m.username, roundId: `data-${crypto.randomUUID()}`, stakeMinor, payoutMinor });
const balanceOf = async (m: LoggedInMember) => (await callJson(p, '/wps/v2/wallets/balance', { headers: authed(m.token) })).body.value.balance as number;

/** RFC 4180 lines (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const csvOf = (files: Record<string, Uint8Array>, name: string) => {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]!);
  expect(text.startsWith(BOM), `${name} starts with the byte-order mark`).toBe(true);
  return parseCsv(text.slice(1));
};
const cents = (amount: number) => Math.round(amount * 100);
const twoPlaces = (amount: number) => {
  const minor = cents(amount);
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Every movement of the member as ODSFE2_MemTransDet answers them, oldest first, a page at a time. */
async function movementsOf(m: LoggedInMember): Promise<any[]> {
  const list: any[] = [];
  const now = Date.now();
  for (let pageNo = 1; ; pageNo++) {
    const page = await records(p, m.token, 'ODSFE2_MemTransDet', { startTime: now - 3650 * DAY, endTime: now + 60_000, pageNo, pageSize: 100, order: 'asc' });
    list.push(...page.list);
    if (page.list.length < 100) return list;
  }
}

// ---- the archive -----------------------------------------------------------------------------

describe('the archive', () => {
  it('is queued, built beside the answer section by section, READY with progress 100 for the brand’s hours', async () => {
    const m = await member();
    const first = await requestExport(m);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'QUEUED', progress: 0, readyAt: null, expiresAt: null, size: null });
    expect(typeof first.body.value.id).toBe('number');
    const ready = await readyExport(m, first.body.value.id);
    expect(ready).toMatchObject({ id: first.body.value.id, status: 'READY', progress: 100 });
    expect(ready.size).toBeGreaterThan(100);
    expect(ready.expiresAt - ready.readyAt).toBe(168 * 3_600_000);
    const stored = await env.DB.prepare('SELECT object_key, attempts, lease_until FROM data_exports WHERE id = ?1').bind(ready.id).first<any>();
    expect(stored.object_key).toMatch(new RegExp(`^DEMO/exports/${ready.id}/[A-Za-z0-9_-]+\\.zip$`));
    expect(stored).toMatchObject({ attempts: 1, lease_until: null });
    const object = await env.DATA_EXPORTS.head(stored.object_key);
    expect(object?.size).toBe(ready.size);
    const res = await overview(m);
    expect(res.body.value).toMatchObject({ erasure: null, settings: { exportHours: 168, retentionDays: 1825 } });
  });

  it('holds the profile, and a ledger equal to the records’ movements over all time that adds up to the balance', async () => {
    const m = await member();
    await env.DB.prepare("UPDATE accounts SET email = 'owner@example.test', payee_name = 'Kim, \"Minsu\"', profile = ?2 WHERE id = ?1")
      .bind(m.id, JSON.stringify({ idNumber: 'ID-42', line: 'line-owner' }))
      .run();
    const consentAt = Date.now() - 60_000;
    await env.DB.prepare(
      "INSERT INTO marketing_consent_history (account_id, product, channel, granted, at, ip) VALUES (?1, 'CASINO', 'EMAIL', 1, ?2, '198.51.100.5')",
    )
      .bind(m.id, consentAt)
      .run();
    await fund(m, 50_00);
    await round(m, 1_25, 3_10);
    await round(m, 2_00, 0);
    await round(m, 75, 75);
    await round(m, 4_05, 1_00);
    const ready = await readyArchiveOf(m);
    const { res, files } = await archiveOf(m, ready.id);
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const day = new Date(ready.readyAt).toISOString().slice(0, 10);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="DEMO-${m.username}-data-${day}.zip"`);
    expect(Object.keys(files).sort()).toEqual(['bets.csv', 'data.json', 'deposits.csv', 'ledger.csv', 'withdrawals.csv']);

    const text = strFromU8(files['data.json']!);
    const secrets = await env.DB.prepare('SELECT password_hash, password_salt FROM accounts WHERE id = ?1').bind(m.id).first<Record<string, string>>();
    for (const secret of Object.values(secrets!)) expect(text).not.toContain(secret);
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: 1,
      brand: { merchant: 'DEMO' },
      member: {
        username: m.username,
        nickname: 'Data Owner',
        email: 'owner@example.test',
        payeeName: 'Kim, "Minsu"',
        registration: { idNumber: 'ID-42', line: 'line-owner' },
      },
    });
    expect(data.sessions.some((s: any) => s.ip === IP)).toBe(true);
    expect(data.legal.acceptances.length).toBeGreaterThan(0);
    expect(data.consents.history).toEqual([{ product: 'CASINO', channel: 'EMAIL', granted: true, at: consentAt, ip: '198.51.100.5' }]);

    const movements = await movementsOf(m);
    expect(movements.length).toBe(8);
    expect(data.ledger).toEqual(movements);
    const ledger = csvOf(files, 'ledger.csv');
    expect(ledger[0]).toEqual(['time', 'entryId', 'type', 'group', 'status', 'amount', 'wallet', 'reference']);
    expect(ledger.slice(1)).toEqual(
      movements.map((mv) => [
        new Date(mv.time).toISOString(),
        String(mv.entryId),
        mv.type,
        mv.group,
        mv.status,
        twoPlaces(mv.amount),
        mv.wallet,
        mv.reference ?? '',
      ]),
    );
    const sum = ledger.slice(1).reduce((total, line) => total + cents(Number(line[5])), 0);
    const balance = await balanceOf(m);
    expect(sum).toBe(cents(balance));
    expect(cents(balance)).toBe(50_00 + 3_10 - 1_25 - 2_00 + 75 - 75 + 1_00 - 4_05);
    expect(cents(data.balances.total)).toBe(cents(balance));

    const bets = csvOf(files, 'bets.csv');
    expect(bets[0]).toEqual(['time', 'roundId', 'game', 'vendor', 'gameType', 'stake', 'validBet', 'payout', 'winLoss', 'status']);
    expect(bets.slice(1).map((b) => [b[5], b[7], b[8], b[9]])).toEqual([
      ['1.25', '3.10', '1.85', 'SETTLED'],
      ['2.00', '0.00', '-2.00', 'SETTLED'],
      ['0.75', '0.75', '0.00', 'SETTLED'],
      ['4.05', '1.00', '-3.05', 'SETTLED'],
    ]);
    expect(data.bets).toHaveLength(4);
    expect(csvOf(files, 'deposits.csv')).toEqual([['time', 'depositId', 'status', 'method', 'bankType', 'amount', 'settledAt']]);
    expect(csvOf(files, 'withdrawals.csv')[0]).toEqual(['time', 'withdrawalId', 'status', 'amount', 'bank', 'receipt', 'decidedAt', 'confirmedAt']);
  });

  it('reads a long history a page at a time', async () => {
    const m = await member();
    // The member's wallet and the house's account as the wallet opens them, then 2,400 movements
    // written straight into the ledger (the wallet's own statements, in bulk).
    await fund(m, 1_00);
    const accountOf = (owner: number, kind: string) =>
      env.DB.prepare("SELECT id FROM ledger_accounts WHERE merchant_code = 'DEMO' AND owner_id = ?1 AND kind = ?2").bind(owner, kind).first<{ id: number }>();
    const [main, house] = await Promise.all([accountOf(m.id, 'MAIN'), accountOf(0, 'HOUSE')]);
    const start = Date.now() - 300 * DAY;
    const statements: D1PreparedStatement[] = [];
    let balance = 1_00;
    for (let i = 0; i < 2_400; i++) {
      const amount = i % 3 === 2 ? -(i % 7) - 1 : (i % 11) + 2;
      balance += amount;
      const at = start + i * 3_600_000;
      const key = `data-long-${m.id}-${i}`;
      statements.push(
        env.DB.prepare("INSERT INTO journal_entries (merchant_code, kind, reference, entry_key, created_at) VALUES ('DEMO', 'ADJUSTMENT', NULL, ?1, ?2)").bind(
          key,
          at,
        ),
        env.DB.prepare(
          `INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
           SELECT id, ?2, ?3, 'DEMO', 'ADJUSTMENT', ?4, ?5, ?6 FROM journal_entries WHERE merchant_code = 'DEMO' AND entry_key = ?1`,
        ).bind(key, main!.id, m.id, amount, balance, at),
        env.DB.prepare(
          `INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
           SELECT id, ?2, 0, 'DEMO', 'ADJUSTMENT', ?3, 0, ?4 FROM journal_entries WHERE merchant_code = 'DEMO' AND entry_key = ?1`,
        ).bind(key, house!.id, -amount, at),
      );
    }
    statements.push(env.DB.prepare('UPDATE ledger_accounts SET balance_minor = ?2 WHERE id = ?1').bind(main!.id, balance));
    statements.push(env.DB.prepare('UPDATE ledger_accounts SET balance_minor = balance_minor - ?2 WHERE id = ?1').bind(house!.id, balance));
    for (let i = 0; i < statements.length; i += 600) await env.DB.batch(statements.slice(i, i + 600));
    const began = Date.now();
    const ready = await readyArchiveOf(m);
    expect(Date.now() - began).toBeLessThan(30_000);
    const { files } = await archiveOf(m, ready.id);
    const ledger = csvOf(files, 'ledger.csv').slice(1);
    expect(ledger).toHaveLength(2_401);
    expect(ledger.reduce((total, line) => total + cents(Number(line[5])), 0)).toBe(balance);
    expect(cents(await balanceOf(m))).toBe(balance);
    const times = ledger.map((line) => Date.parse(line[0]!));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  }, 60_000);

  it('answers the archive on its way to a repeat, one for parallel requests', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestExport(m)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const ids = new Set(answers.map((a) => a.body.value.id));
    expect(ids.size).toBe(1);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM data_exports WHERE account_id = ?1').bind(m.id).first<{ n: number }>();
    expect(rows!.n).toBe(1);
    await readyExport(m, [...ids][0]);
  });

  it('is built by the operator’s run as by the cron, and a new one replaces a ready one (its file deleted)', async () => {
    const m = await member();
    const ready = await readyArchiveOf(m);
    const oldKey = (await env.DB.prepare('SELECT object_key FROM data_exports WHERE id = ?1').bind(ready.id).first<{ object_key: string }>())!.object_key;
    // A queued archive nobody started (as a request whose build never ran leaves it).
    const queued = await env.DB.prepare(
      "INSERT INTO data_exports (merchant_code, account_id, status, language, requested_at) VALUES ('DEMO', ?1, 'QUEUED', 'EN', ?2) RETURNING id",
    )
      .bind(m.id, Date.now())
      .first<{ id: number }>();
    const run = await devOk('/__dev/data/run', { merchant: 'DEMO' });
    expect(run.built).toContain(queued!.id);
    const after = (await overview(m)).body.value.exports;
    expect(after.map((e: any) => [e.id, e.status, e.progress])).toEqual([
      [queued!.id, 'READY', 100],
      [ready.id, 'READY', 100],
    ]);
    // A request now replaces both ready ones.
    const next = await requestExport(m);
    expect(next.body.value.status).toBe('QUEUED');
    const listed = (await overview(m)).body.value.exports;
    expect(listed.filter((e: any) => e.id !== next.body.value.id).map((e: any) => e.status)).toEqual(['EXPIRED', 'EXPIRED']);
    expect(await env.DATA_EXPORTS.head(oldKey)).toBeNull();
    await readyExport(m, next.body.value.id);
    const dev = await devOk(`/__dev/data?username=${m.username}`);
    expect(dev.exports.map((e: any) => [e.id, e.username])).toEqual([
      [next.body.value.id, m.username],
      [queued!.id, m.username],
      [ready.id, m.username],
    ]);
  });

  it('allows three requests in 24 hours', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) await readyArchiveOf(m);
    const fourth = await requestExport(m);
    expect(fourth.status).toBe(429);
    expect(fourth.body.errorCode).toBe('data.too_many');
    expect(fourth.body.value.retryAfterSeconds).toBeGreaterThan(86_000);
    expect(fourth.body.value.retryAfterSeconds).toBeLessThanOrEqual(86_400);
    // A day later there is room again.
    const tomorrow = later(p, DAY + 60_000);
    await env.DB.prepare('UPDATE sessions SET last_seen_at = last_seen_at + ?2, created_at = created_at + ?2 WHERE account_id = ?1')
      .bind(m.id, DAY + 60_000)
      .run();
    const again = await requestExport(m, {}, tomorrow);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.value.status).toBe('QUEUED');
  });

  it('expires after its hours: the link and the download say so, the run deletes the file', async () => {
    const m = await member();
    const ready = await readyArchiveOf(m);
    const made = await link(m, ready.id);
    expect(made.status).toBe(200);
    const key = (await env.DB.prepare('SELECT object_key FROM data_exports WHERE id = ?1').bind(ready.id).first<{ object_key: string }>())!.object_key;
    await env.DB.prepare('UPDATE data_exports SET expires_at = ?2 WHERE id = ?1')
      .bind(ready.id, Date.now() - 1)
      .run();
    expect((await overview(m)).body.value.exports[0]).toMatchObject({ id: ready.id, status: 'EXPIRED' });
    const refused = await link(m, ready.id);
    expect([refused.status, refused.body.errorCode]).toEqual([410, 'data.export_expired']);
    const late = await download(m.token, made.body.value.token);
    expect([late.status, ((await late.json()) as Envelope).errorCode]).toEqual([410, 'data.export_expired']);
    const run = await devOk('/__dev/data/run', {});
    expect(run.expired).toContain(ready.id);
    expect(await env.DATA_EXPORTS.head(key)).toBeNull();
  });
});

// ---- the link and the download ---------------------------------------------------------------

describe('the download link', () => {
  let owner: LoggedInMember;
  let other: LoggedInMember;
  let archiveId: number;

  beforeAll(async () => {
    owner = await member('link');
    other = await member('other');
    archiveId = (await readyArchiveOf(owner)).id;
  });

  it('needs the login password; another member’s, unknown or malformed archive is not found', async () => {
    const wrong = await link(owner, archiveId, 'Wrong-1234');
    expect([wrong.status, wrong.body.errorCode]).toEqual([403, 'data.password_wrong']);
    for (const id of [archiveId, String(archiveId)]) {
      const foreign = await link(other, id);
      expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'data.not_found']);
    }
    for (const id of [999_999_999, 'abc', -1, 1.5, null, {}, [archiveId], '']) {
      const bad = await link(owner, id);
      expect([bad.status, bad.body.errorCode], JSON.stringify(id)).toEqual([404, 'data.not_found']);
    }
    const ok = await link(owner, String(archiveId));
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ok.body.value.expiresAt - Date.now()).toBeGreaterThan(4 * 60_000);
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM data_export_links WHERE token_hash = ?1').bind(ok.body.value.token).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('is refused while the archive is on its way', async () => {
    const m = await member();
    const queued = await env.DB.prepare(
      "INSERT INTO data_exports (merchant_code, account_id, status, language, requested_at) VALUES ('DEMO', ?1, 'PREPARING', 'EN', ?2) RETURNING id",
    )
      .bind(m.id, Date.now())
      .first<{ id: number }>();
    const refused = await link(m, queued!.id);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'data.not_ready']);
  });

  it('opens once, for its own member only; parallel downloads serve one', async () => {
    const made = await link(owner, archiveId);
    const foreign = await download(other.token, made.body.value.token);
    expect([foreign.status, ((await foreign.json()) as Envelope).errorCode]).toEqual([404, 'data.not_found']);
    const first = await download(owner.token, made.body.value.token);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const replay = await download(owner.token, made.body.value.token);
    expect([replay.status, ((await replay.json()) as Envelope).errorCode]).toEqual([410, 'data.link_used']);
    const fresh = await link(owner, archiveId);
    const parallel = await Promise.all(Array.from({ length: 8 }, () => download(owner.token, fresh.body.value.token)));
    const statuses = await Promise.all(
      parallel.map(async (res) => [res.status, res.status === 200 ? (await res.arrayBuffer(), 'file') : ((await res.json()) as Envelope).errorCode]),
    );
    expect(statuses.filter(([status]) => status === 200)).toHaveLength(1);
    expect(statuses.filter(([status]) => status !== 200)).toEqual(Array.from({ length: 7 }, () => [410, 'data.link_used']));
  });

  it('lasts five minutes', async () => {
    const made = await link(owner, archiveId);
    const late = later(p, 5 * 60_000 + 1_000);
    const res = await download(owner.token, made.body.value.token, late);
    expect([res.status, ((await res.json()) as Envelope).errorCode]).toEqual([410, 'data.link_expired']);
  });

  it('answers not found to unknown and malformed tokens, and needs a session', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), 'A'.repeat(44), '%00', 'a/b'.repeat(15)]) {
      const res = await download(owner.token, token);
      expect([res.status, ((await res.json()) as Envelope).errorCode], token).toEqual([404, 'data.not_found']);
    }
    const made = await link(owner, archiveId);
    const anonymous = await call(p, `/wps/member/data/export/download?token=${made.body.value.token}`);
    expect([anonymous.status, ((await anonymous.json()) as Envelope).errorCode]).toEqual([401, 'login.not.session']);
  });

  it('refuses after five wrong passwords in 15 minutes, the right one too', async () => {
    const m = await member();
    const id = (await readyArchiveOf(m)).id;
    for (let i = 0; i < 5; i++) {
      const wrong = await link(m, id, `Wrong-${i}`);
      expect([wrong.status, wrong.body.errorCode]).toEqual([403, 'data.password_wrong']);
    }
    const throttled = await link(m, id);
    expect([throttled.status, throttled.body.errorCode]).toEqual([429, 'data.too_many_attempts']);
    expect(throttled.body.value.retryAfterSeconds).toBeGreaterThan(800);
    // The erasure asks on the same limit.
    const erasure = await erase(m);
    expect([erasure.status, erasure.body.errorCode]).toEqual([429, 'data.too_many_attempts']);
    // Once the window has passed, the right password opens it again.
    const after = later(p, 15 * 60_000 + 5_000);
    await env.DB.prepare('UPDATE sessions SET last_seen_at = ?2 WHERE account_id = ?1')
      .bind(m.id, Date.now() + 15 * 60_000)
      .run();
    expect((await link(m, id, PASSWORD, after)).status).toBe(200);
  }, 60_000);
});

// ---- the erasure -----------------------------------------------------------------------------

describe('the erasure', () => {
  it('is refused while money is left, and with a wrong password', async () => {
    const m = await member();
    await fund(m, 12_34);
    const refused = await erase(m);
    expect([refused.status, refused.body.errorCode, refused.body.value]).toEqual([409, 'data.balance_remaining', { balance: 12.34, pending: false }]);
    // Money on its way (a deposit order not settled) bars it too, with nothing on the wallets.
    const empty = await member();
    await env.DB.prepare(
      `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, provider_ref, created_at)
       VALUES (?1, ?2, 'QR_BANK', 'PAYID', 5000, 'PENDING', ?3, ?4)`,
    )
      .bind(MERCHANT, empty.id, crypto.randomUUID(), Date.now())
      .run();
    const pending = await erase(empty);
    expect([pending.status, pending.body.errorCode, pending.body.value]).toEqual([409, 'data.balance_remaining', { balance: 0, pending: true }]);
    const wrong = await erase(m, { password: 'Wrong-1', confirm: true });
    expect([wrong.status, wrong.body.errorCode]).toEqual([403, 'data.password_wrong']);
    for (const payload of [
      { password: PASSWORD },
      { password: PASSWORD, confirm: false },
      { password: PASSWORD, confirm: 'true' },
      { confirm: true },
      [],
      'erase',
    ]) {
      const bad = await erase(m, payload);
      expect([bad.status, bad.body.errorCode], JSON.stringify(payload)).toEqual([400, 'request_param_err']);
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM data_erasures WHERE account_id = ?1').bind(m.id).first('n')).toBe(0);
  });

  // In order: refused, then erased by parallel requests, then anonymised.
  describe('of a downline member with money records', { shuffle: false }, () => {
    let m: LoggedInMember;
    let agentToken: string;
    const today = () => dateIn(Date.now(), 'Asia/Seoul');
    const teamOverview = () => records(p, agentToken, 'MCS2_agentTeamOverview', { startDate: today(), endDate: today() });
    let before: { audit: unknown; team: unknown };
    let objects: { bucket: R2Bucket; key: string }[];
    let conversationId: number;

    beforeAll(async () => {
      m = await member('erase');
      await env.DB.prepare(
        `UPDATE accounts SET parent_id = ?2, email = 'erase-me@example.test', country_dialing_code = '+82', mobile_num = ?3, payee_name = 'Erase Me',
                totp_secret = 'JBSWY3DPEHPK3PXP', avatar = '/media/avatars/4.svg', profile = '{"idNumber":"ER-1","line":"erase-line"}' WHERE id = ?1`,
      )
        .bind(m.id, agentId, `10${String(m.id).padStart(8, '0')}`)
        .run();
      agentToken = await sessionFor(agentId);
      // Money: a deposit paid, rounds, a withdrawal paid to a card, then everything staked away.
      const deposit = await env.DB.prepare(
        `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, details, provider_ref, created_at)
         VALUES ('DEMO', ?1, 'BANK', 'BANK', 123_45, 'PENDING', '{"kind":"MANUAL","payeeName":"Erase Me"}', ?2, ?3) RETURNING id`,
      )
        .bind(m.id, `data-${crypto.randomUUID()}`, Date.now())
        .first<{ id: number }>();
      await devOk('/__dev/deposits/decide', { depositId: deposit!.id, outcome: 'PAID' });
      await round(m, 23_45, 10_00);
      const card = await env.DB.prepare(
        "INSERT INTO bank_cards (merchant_code, account_id, bank_name, account_number, account_name, created_at) VALUES ('DEMO', ?1, 'Test Bank', '1234567890', 'Erase Me', ?2) RETURNING id",
      )
        .bind(m.id, Date.now())
        .first<{ id: number }>();
      const held = await walletGate(p.env).execute({
        op: 'withdraw.request',
        merchant: MERCHANT,
        accountId: m.id,
        key: crypto.randomUUID(),
        amountMinor: 20_00,
        card: { cardId: card!.id, bankName: 'Test Bank', maskedNumber: '******7890', accountName: 'Erase Me' },
      });
      expect(held.ok, JSON.stringify(held)).toBe(true);
      await devOk('/__dev/withdrawals/decide', { withdrawalId: (held as { value: { withdrawalId: number } }).value.withdrawalId, outcome: 'PAID' });
      // What the member wrote and sent: feedback with an image, a complaint with one, a document, a chat.
      const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(120).fill(7)));
      const feedback = await callJson(p, '/wps/feedback', { headers: authed(m.token), body: { content: 'My name is Erase Me', images: [png] } });
      expect(feedback.status, JSON.stringify(feedback.body)).toBe(200);
      const feedbackKey = (await env.DB.prepare('SELECT i.r2_key FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id WHERE f.account_id = ?1')
        .bind(m.id)
        .first<{ r2_key: string }>())!.r2_key;
      const complaint = await env.DB.prepare(
        `INSERT INTO complaints (merchant_code, account_id, reference, subject_kind, status, created_at, updated_at, last_author, last_message_at)
         VALUES ('DEMO', ?1, ?2, 'SERVICE', 'RECEIVED', ?3, ?3, 'MEMBER', ?3) RETURNING id, reference`,
      )
        .bind(
          m.id,
          `C-${String(m.id)
            .padStart(8, '0')
            .replace(/[ILOU]/g, '0')}`,
          Date.now(),
        )
        .first<{ id: number; reference: string }>();
      const message = await env.DB.prepare(
        "INSERT INTO complaint_messages (complaint_id, author, body, created_at) VALUES (?1, 'MEMBER', 'I am Erase Me, call +82 10', ?2) RETURNING id",
      )
        .bind(complaint!.id, Date.now())
        .first<{ id: number }>();
      const complaintKey = `DEMO/complaints/${complaint!.reference}/${message!.id}/${crypto.randomUUID()}.png`;
      await env.COMPLAINT_FILES.put(complaintKey, new Uint8Array([1, 2, 3]));
      await env.DB.prepare("INSERT INTO complaint_images (message_id, position, object_key, content_type, byte_size) VALUES (?1, 1, ?2, 'image/png', 3)")
        .bind(message!.id, complaintKey)
        .run();
      const documentKey = `DEMO/kyc/${m.id}/${crypto.randomUUID()}.png`;
      await env.KYC_DOCUMENTS.put(documentKey, new Uint8Array([4, 5, 6]));
      await env.DB.prepare(
        `INSERT INTO kyc_documents (merchant_code, account_id, kind, state, request_id, object_key, content_type, byte_size, sha256, document_number, birth_date, created_at)
         VALUES ('DEMO', ?1, 'ID_FRONT', 'ACCEPTED', 'data-doc-1', ?2, 'image/png', 3, 'x', 'P1234567', '1990-01-01', ?3)`,
      )
        .bind(m.id, documentKey, Date.now())
        .run();
      conversationId = (await env.DB.prepare(
        "INSERT INTO chat_conversations (merchant_code, account_id, model_id, created_at) VALUES ('DEMO', ?1, 'general', ?2) RETURNING id",
      )
        .bind(m.id, Date.now())
        .first<{ id: number }>())!.id;
      const room = env.CHAT_ROOMS.get(env.CHAT_ROOMS.idFromName(roomName('DEMO', conversationId)));
      const chatKey = `DEMO/chat/${conversationId}/${crypto.randomUUID()}.png`;
      await env.CHAT_IMAGES.put(chatKey, new Uint8Array([7, 8, 9]));
      await room.post('DEMO', conversationId, {
        sender: 'MEMBER',
        text: 'I live at 1 Erase Street',
        clientId: 'erase-chat-1',
        image: { key: chatKey, contentType: 'image/png' },
      });
      await room.post('DEMO', conversationId, { sender: 'AGENT', text: 'Thank you, Erase Me', clientId: 'erase-chat-2' });
      await env.DB.prepare(
        "INSERT INTO marketing_consent_history (account_id, product, channel, granted, at, ip) VALUES (?1, 'CASINO', 'EMAIL', 1, ?2, '198.51.100.9')",
      )
        .bind(m.id, Date.now())
        .run();
      objects = [
        { bucket: p.env.FEEDBACK_IMAGES!, key: feedbackKey },
        { bucket: env.COMPLAINT_FILES, key: complaintKey },
        { bucket: env.KYC_DOCUMENTS, key: documentKey },
        { bucket: env.CHAT_IMAGES, key: chatKey },
      ];
      for (const o of objects) expect(await o.bucket.head(o.key), o.key).not.toBeNull();
    });

    it('is refused while money is left', async () => {
      // The deposit, its first-deposit bonus, the round and the withdrawal.
      const balance = await balanceOf(m);
      expect(cents(balance)).toBeGreaterThan(123_45 - 23_45 + 10_00 - 20_00 - 1);
      const refused = await erase(m);
      expect([refused.status, refused.body.errorCode, refused.body.value]).toEqual([409, 'data.balance_remaining', { balance, pending: false }]);
      await round(m, cents(balance), 0);
      expect(await balanceOf(m)).toBe(0);
    });

    it('closes the account once under twenty parallel requests; every answer is the erasure or the ended session', async () => {
      const [audit, team] = await Promise.all([devOk('/__dev/ledger-audit'), teamOverview()]);
      before = { audit, team };
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => erase(m)));
      const erasures = answers.filter((a) => a.status === 200);
      expect(erasures.length).toBeGreaterThanOrEqual(1);
      for (const a of answers) {
        if (a.status === 200) continue;
        expect([a.status, a.body.errorCode], JSON.stringify(a.body)).toEqual([401, 'login.not.session']);
      }
      const value = erasures[0]!.body.value;
      for (const a of erasures) expect(a.body.value).toEqual(value);
      expect(value.erasedAt).toBeNull();
      expect(value.requestedAt).toBeGreaterThanOrEqual(started);
      expect(value.eraseAfter - value.requestedAt).toBe(1825 * DAY);
      const [rows, closures] = await Promise.all([
        env.DB.prepare('SELECT COUNT(*) AS n FROM data_erasures WHERE account_id = ?1').bind(m.id).first('n'),
        env.DB.prepare("SELECT COUNT(*) AS n FROM rg_exclusions WHERE account_id = ?1 AND kind = 'CLOSURE'").bind(m.id).first('n'),
      ]);
      expect([rows, closures]).toEqual([1, 1]);
      // The session ended; a login is refused as closed.
      const after = await overview(m);
      expect([after.status, after.body.errorCode]).toEqual([401, 'login.not.session']);
      const login = await loginCall(p, { username: m.username, password: PASSWORD }, IP);
      expect([login.status, login.body.errorCode, login.body.value]).toEqual([403, 'rg.excluded', { endsAt: null, closed: true }]);
      const listed = await devOk(`/__dev/data?username=${m.username}`);
      expect(listed.erasures).toEqual([{ ...value, username: m.username, accountId: m.id }]);
    }, 60_000);

    it('anonymises the account now for the operator, and the books and the agent’s report read the same', async () => {
      const erased = await devOk('/__dev/data/erase-now', { username: m.username });
      expect(erased.erasedAt).toEqual(expect.any(Number));
      const account = await env.DB.prepare('SELECT * FROM accounts WHERE id = ?1').bind(m.id).first<any>();
      expect(account).toMatchObject({
        username: `erased-${m.id}`,
        nickname: 'Erased',
        email: null,
        mobile_num: null,
        country_dialing_code: null,
        payee_name: null,
        totp_secret: null,
        avatar: null,
        profile: '{}',
        password_algorithm: 'UNUSABLE',
        parent_id: agentId,
      });
      expect(account.payment_password).toMatch(/^UNUSABLE\$/);
      const personal = await env.DB.batch<any>([
        env.DB.prepare('SELECT ip, device_id FROM sessions WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT COUNT(*) AS n FROM account_ips WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT account_name, account_number, removed_at FROM bank_cards WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT card, amount_minor, status FROM withdrawals WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT details, amount_minor, status FROM deposits WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT content FROM feedback WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT COUNT(*) AS n FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id WHERE f.account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT m.body FROM complaint_messages m JOIN complaints c ON c.id = m.complaint_id WHERE c.account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT object_key, document_number, birth_date, state FROM kyc_documents WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT ip FROM marketing_consent_history WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT ip FROM legal_acceptances WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT last_message FROM chat_conversations WHERE account_id = ?1').bind(m.id),
        env.DB.prepare('SELECT ip, erased_at FROM data_erasures WHERE account_id = ?1').bind(m.id),
      ]);
      const [sessions, ips, cards, withdrawals, deposits, feedback, feedbackImages, complaintMessages, documents, consentIps, acceptanceIps, chats, erasure] =
        personal.map((r) => r.results);
      expect(sessions!.length).toBeGreaterThan(0);
      expect(sessions).toEqual(sessions!.map(() => ({ ip: null, device_id: null })));
      expect(ips![0].n).toBe(0);
      expect(cards).toEqual([{ account_name: '(erased)', account_number: expect.stringMatching(/^erased-/), removed_at: expect.any(Number) }]);
      expect(withdrawals).toEqual([{ card: expect.any(String), amount_minor: 20_00, status: 'PAID' }]);
      expect(JSON.parse(withdrawals![0].card)).toMatchObject({ bankName: 'Test Bank', accountName: '(erased)', maskedNumber: '' });
      expect(deposits).toEqual([{ details: '{"kind":"MANUAL"}', amount_minor: 123_45, status: 'PAID' }]);
      expect(feedback).toEqual([{ content: '(erased)' }]);
      expect(feedbackImages![0].n).toBe(0);
      expect(complaintMessages).toEqual([{ body: '(erased)' }]);
      expect(documents).toEqual([{ object_key: '', document_number: null, birth_date: null, state: 'ACCEPTED' }]);
      expect(consentIps).toEqual([{ ip: null }]);
      expect(acceptanceIps!.every((row: { ip: string | null }) => row.ip === null)).toBe(true);
      expect(chats).toEqual([{ last_message: '(erased)' }]);
      expect(erasure).toEqual([{ ip: null, erased_at: erased.erasedAt }]);
      for (const o of objects) expect(await o.bucket.head(o.key), o.key).toBeNull();
      const room = env.CHAT_ROOMS.get(env.CHAT_ROOMS.idFromName(roomName('DEMO', conversationId)));
      const messages = await room.list('DEMO', conversationId, 'AGENT', 0, false);
      expect(messages.map((message) => [message.text, message.image])).toEqual([
        ['(erased)', false],
        ['(erased)', false],
      ]);

      // The books and the agent's report read the same figures.
      expect(await devOk('/__dev/ledger-audit')).toEqual(before.audit);
      expect(await teamOverview()).toEqual(before.team);
      // The old username logs nobody in; running again changes nothing.
      const login = await loginCall(p, { username: m.username, password: PASSWORD }, IP);
      expect([login.status, login.body.errorCode]).toEqual([400, 'account_password_error']);
      const again = await devOk('/__dev/data/erase-now', { username: `erased-${m.id}` });
      expect(again).toEqual(erased);
      expect((await dev('/__dev/data/erase-now', { username: m.username })).body.errorCode).toBe('data.not_found');
    }, 60_000);
  });

  it('is carried out by the run once the brand’s retention has passed', async () => {
    const badSettings = await dev('/__dev/data/settings', { exportHours: 0, retentionDays: 0 }, 'PUT');
    expect([badSettings.status, badSettings.body.errorCode]).toEqual([400, 'request_param_err']);
    expect(await devOk('/__dev/data/settings', { exportHours: 24, retentionDays: 0 }, 'PUT')).toEqual({ merchant: 'DEMO', exportHours: 24, retentionDays: 0 });
    try {
      const m = await member();
      const asked = await erase(m);
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      expect(asked.body.value.eraseAfter).toBe(asked.body.value.requestedAt);
      const run = await devOk('/__dev/data/run', {});
      expect(run.erased).toContain(m.id);
      const row = await env.DB.prepare('SELECT username, nickname FROM accounts WHERE id = ?1').bind(m.id).first();
      expect(row).toEqual({ username: `erased-${m.id}`, nickname: 'Erased' });
    } finally {
      await devOk('/__dev/data/settings', { exportHours: 168, retentionDays: 1825 }, 'PUT');
    }
  });
});

// ---- who may call, and malformed input ---------------------------------------------------------

describe('wins on public lists', () => {
  it("a member keeps their wins off the winner board and a jackpot's winners, and shows them again, masked", async () => {
    const m = await member('wins');
    const overview = async () => (await callJson(p, '/wps/member/data', { headers: authed(m.token) })).body.value;
    expect((await overview()).publicWins).toEqual({ hidden: false });
    const game = await env.DB.prepare("SELECT node_id FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1").first<{ node_id: number }>();
    // A big win of theirs on the board, the newest of all.
    await env.DB.prepare(
      "INSERT INTO winners (id, merchant_code, customer_id, customer_name, node_id, win_amount, won_at) VALUES (999001, 'DEMO', ?1, ?2, ?3, 123456, ?4)",
    )
      .bind(m.id, m.username, game!.node_id, Date.now() + DAY)
      .run();
    const board = async () =>
      (await callJson(p, '/wps/relay/ODSFE2_getWinnerBoard', { method: 'POST', body: { gameCategory: 'ALL', limitNum: 5 } })).body.value.list.map(
        (e: { vo: { customerName: string; winAmount: number } }) => e.vo,
      );
    try {
      const masked = `${m.username[0]}${'*'.repeat(Math.min(m.username.length - 2, 6))}${m.username.at(-1)}`;
      expect((await board())[0]).toMatchObject({ customerName: masked, winAmount: 1234.56 });
      const hide = await callJson(p, '/wps/member/data/publicWins', { method: 'POST', body: { hide: true }, headers: authed(m.token) });
      expect(hide.body).toMatchObject({ success: true, value: { hidden: true } });
      expect((await overview()).publicWins).toEqual({ hidden: true });
      expect((await board()).some((vo: { winAmount: number }) => vo.winAmount === 1234.56)).toBe(false);
      const show = await callJson(p, '/wps/member/data/publicWins', { method: 'POST', body: { hide: false }, headers: authed(m.token) });
      expect(show.body.value).toEqual({ hidden: false });
      expect((await board())[0]).toMatchObject({ customerName: masked });
    } finally {
      await env.DB.prepare('DELETE FROM winners WHERE id = 999001').run();
    }
    // Malformed, or without a session: refused, never a 500.
    for (const body of [{}, { hide: 'yes' }, { hide: 1 }, 'hide']) {
      const bad = await callJson(p, '/wps/member/data/publicWins', { method: 'POST', body, headers: authed(m.token) });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message, JSON.stringify(body)).toMatch(/hide|JSON|body/);
    }
    expect((await callJson(p, '/wps/member/data/publicWins', { method: 'POST', body: { hide: true } })).body.errorCode).toBe('login.not.session');
  });
});

describe('refusals', () => {
  it('answers function.not.available to a trial account and to an agent', async () => {
    for (const type of [4, 1]) {
      const m = await member('who', { type });
      for (const answer of [
        await overview(m),
        await requestExport(m),
        await link(m, 1),
        await erase(m),
        { ...(await download(m.token, 'A'.repeat(43)).then(async (r) => ({ status: r.status, body: (await r.json()) as Envelope }))) },
      ]) {
        expect([answer.status, answer.body.errorCode], `type ${type}`).toEqual([400, 'function.not.available']);
      }
    }
  });

  it('never answers 500 to malformed input', async () => {
    const m = await member();
    const plain = async (path: string, body: string) => p.fetch(new Request(BASE + path, { method: 'POST', headers: platformHeaders(authed(m.token)), body }));
    for (const body of ['[1,2]', '"x"', 'not json', '{"a":', '{}'.repeat(10), 'null']) {
      const res = await plain('/wps/member/data/export', body);
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as Envelope).errorCode, body).toBe('request_param_err');
    }
    for (const path of ['/wps/member/data/export/link', '/wps/member/data/erase']) {
      for (const body of ['{"id":1,"password":"Down2024"}', '[]', 'garbage', '']) {
        const res = await plain(path, body);
        expect(res.status, `${path} ${body}`).toBeLessThan(500);
        expect(((await res.json()) as Envelope).success).toBe(false);
      }
      for (const payload of [null, [], 'x', 5, { id: { deep: [1] }, password: 12 }, { password: 'x'.repeat(500), confirm: true }]) {
        const res = await sealedCall(path, m.token, payload);
        expect(res.status, `${path} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(res.body.success).toBe(false);
      }
    }
    for (const [path, body] of [
      ['/__dev/data/run', '[]'],
      ['/__dev/data/run', '{"merchant":"NOPE"}'],
      ['/__dev/data/erase-now', '{}'],
      ['/__dev/data/erase-now', '{"username":5}'],
      ['/__dev/data/erase-now', 'x'],
    ] as const) {
      const res = await p.fetch(new Request(BASE + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }));
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
    }
    const settings = await dev('/__dev/data/settings', { exportHours: '24', retentionDays: -1 }, 'PUT');
    expect([settings.status, settings.body.errorCode]).toEqual([400, 'request_param_err']);
    const noSession = await callJson(p, '/wps/member/data');
    expect([noSession.status, noSession.body.errorCode]).toEqual([401, 'login.not.session']);
  });
});
