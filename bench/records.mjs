/**
 * The records and wallet figures:
 *
 * - `records_p95_ms`: a member's transaction history (ODSFE2_MemTransDet: one page with a date
 *   range and the totals of the whole range), timed at the platform over a brand ledger of
 *   1,000,000 player movements. The ledger is written with bulk SQL straight into the bench's own
 *   local D1 (recursive CTEs, no HTTP), once: a heavy player with 200,000 movements over a year
 *   (about 550 a day) is the one measured, 1,000 others share 800,000. Every movement is a balanced
 *   entry (a player line and the brand's), balances equal the sums of lines, none below zero.
 * - `wallet_ops_per_s`: 100 rounds (bet.place + bet.settle) sent at once for one wallet through the
 *   platform's development route, each command in that wallet's Durable Object; the final balance
 *   must equal the opening balance less stakes plus payouts, exactly, and equal the sum of its lines,
 *   or the bench fails.
 */
import { createHash, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { quietEnv } from '../scripts/lib/run.mjs';
import { MERCHANT, platform } from './config.mjs';
import { percentile, platformHeaders, rawRequest } from './http.mjs';

const DAY = 86_400_000;
const HEAVY_MOVEMENTS = 200_000;
const OTHER_PLAYERS = 1_000;
const OTHER_MOVEMENTS_EACH = 800;
export const LEDGER_MOVEMENTS = HEAVY_MOVEMENTS + OTHER_PLAYERS * OTHER_MOVEMENTS_EACH;
const WALLET_OPENING_MINOR = 10_000_000;

function d1(stateDir, args) {
  const result = spawnSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'casino_platform', '--local', '--yes', '-c', 'platform/wrangler.toml', '--persist-to', stateDir, ...args],
    { env: quietEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function scalar(stateDir, sql) {
  const out = JSON.parse(d1(stateDir, ['--json', '--command', sql]));
  return Object.values(out[0].results[0])[0];
}

/**
 * Movements of one group of players as SQL: `n` movements each for `players` accounts, over the
 * year before `end`. Per player the k-th movement is a deposit (+50.00) when k % 10 = 0, a win
 * (+4.00) when k % 10 ≥ 7, else a bet (−5.00): every prefix of a player's lines stays above zero.
 */
function groupSql({ prefix, players, each, end }) {
  const total = players * each;
  const step = Math.floor((365 * DAY) / each);
  // k: the movement's place in its player's sequence; p: the player (0-based).
  return `
INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
WITH RECURSIVE n(p) AS (SELECT 0 UNION ALL SELECT p + 1 FROM n WHERE p < ${players - 1})
SELECT '${MERCHANT}', printf('${prefix}%04d', p), printf('Bench %d', p), 0, 'UNUSABLE', 0, '', '', 0, 0 FROM n;
INSERT INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor)
SELECT merchant_code, id, 'MAIN', '', 'USD', 0 FROM accounts WHERE merchant_code = '${MERCHANT}' AND username LIKE '${prefix}%';
INSERT INTO journal_entries (merchant_code, kind, reference, entry_key, created_at)
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${total - 1})
SELECT '${MERCHANT}', CASE WHEN (i / ${players}) % 10 = 0 THEN 'DEPOSIT' WHEN (i / ${players}) % 10 >= 7 THEN 'WIN' ELSE 'BET' END, NULL,
       printf('bench:%s:%d:%d', '${prefix}', i % ${players}, i / ${players}),
       ${end - 365 * DAY} + (i / ${players}) * ${step} + (i % ${players}) * 7 % ${step}
  FROM n;
INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
SELECT e.id, la.id, la.owner_id, e.merchant_code, e.kind, x.amount,
       SUM(x.amount) OVER (PARTITION BY la.id ORDER BY e.created_at, e.id ROWS UNBOUNDED PRECEDING), e.created_at
  FROM journal_entries e
  JOIN (SELECT 'DEPOSIT' AS kind, 5000 AS amount UNION ALL SELECT 'WIN', 400 UNION ALL SELECT 'BET', -500) x ON x.kind = e.kind
  JOIN accounts a ON a.merchant_code = e.merchant_code
       AND a.username = printf('${prefix}%04d', CAST(substr(e.entry_key, ${'bench:'.length + prefix.length + 2}, instr(substr(e.entry_key, ${'bench:'.length + prefix.length + 2}), ':') - 1) AS INTEGER))
  JOIN ledger_accounts la ON la.merchant_code = a.merchant_code AND la.owner_id = a.id AND la.kind = 'MAIN'
 WHERE e.merchant_code = '${MERCHANT}' AND e.entry_key LIKE 'bench:${prefix}:%';
INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
SELECT l.entry_id, b.id, 0, l.merchant_code, l.entry_kind, -l.amount_minor, 0, l.created_at
  FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
  JOIN ledger_accounts b ON b.merchant_code = l.merchant_code AND b.owner_id = 0 AND b.kind = CASE l.entry_kind WHEN 'DEPOSIT' THEN 'CASH_IN' ELSE 'HOUSE' END
 WHERE e.entry_key LIKE 'bench:${prefix}:%' AND l.owner_id > 0;
`;
}

/** Writes the bench ledger into the local D1 of `stateDir` unless it is there already; returns what the measurements need. */
export function prepareRecordsLedger(stateDir) {
  const started = performance.now();
  const present = scalar(stateDir, `SELECT COUNT(*) FROM accounts WHERE merchant_code = '${MERCHANT}' AND username = 'benchheavy0000'`);
  if (!present) {
    const end = Date.now();
    const sql = `
INSERT OR IGNORE INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor) VALUES
  ('${MERCHANT}', 0, 'HOUSE', '', 'USD', 0), ('${MERCHANT}', 0, 'CASH_IN', '', 'USD', 0);
${groupSql({ prefix: 'benchheavy', players: 1, each: HEAVY_MOVEMENTS, end })}
${groupSql({ prefix: 'benchplayer', players: OTHER_PLAYERS, each: OTHER_MOVEMENTS_EACH, end })}
-- The wallet the concurrent rounds play on: an opening balance, posted as a balanced entry.
INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
VALUES ('${MERCHANT}', 'benchwallet', 'Bench wallet', 0, 'UNUSABLE', 0, '', '', 0, 0);
INSERT INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor)
SELECT '${MERCHANT}', id, 'MAIN', '', 'USD', 0 FROM accounts WHERE merchant_code = '${MERCHANT}' AND username = 'benchwallet';
INSERT INTO journal_entries (merchant_code, kind, reference, entry_key, created_at) VALUES ('${MERCHANT}', 'OPENING', NULL, 'bench:wallet:opening', ${end});
INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
SELECT e.id, la.id, la.owner_id, e.merchant_code, 'OPENING', ${WALLET_OPENING_MINOR}, ${WALLET_OPENING_MINOR}, e.created_at
  FROM journal_entries e, ledger_accounts la JOIN accounts a ON a.id = la.owner_id AND a.username = 'benchwallet'
 WHERE e.entry_key = 'bench:wallet:opening' AND la.kind = 'MAIN';
INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
SELECT e.id, b.id, 0, e.merchant_code, 'OPENING', -${WALLET_OPENING_MINOR}, 0, e.created_at
  FROM journal_entries e, ledger_accounts b WHERE e.entry_key = 'bench:wallet:opening' AND b.merchant_code = '${MERCHANT}' AND b.owner_id = 0 AND b.kind = 'CASH_IN';
-- Cached balances are the sums of their lines.
UPDATE ledger_accounts SET balance_minor = (SELECT COALESCE(SUM(amount_minor), 0) FROM journal_lines l WHERE l.account_id = ledger_accounts.id)
 WHERE merchant_code = '${MERCHANT}' AND (owner_id = 0 OR owner_id IN (SELECT id FROM accounts WHERE username LIKE 'bench%'));
`;
    const file = join(stateDir, 'bench-ledger.sql');
    writeFileSync(file, sql);
    d1(stateDir, ['--file', file]);
  }
  const movements = scalar(stateDir, `SELECT COUNT(*) FROM journal_lines WHERE merchant_code = '${MERCHANT}' AND owner_id > 0`);
  if (movements < 1_000_000) throw new Error(`the bench ledger has only ${movements} player movements`);
  const negative = scalar(
    stateDir,
    `SELECT COUNT(*) FROM ledger_accounts a WHERE a.merchant_code = '${MERCHANT}' AND a.owner_id IN (SELECT id FROM accounts WHERE username LIKE 'bench%')
       AND (a.balance_minor < 0 OR a.balance_minor <> (SELECT COALESCE(SUM(amount_minor), 0) FROM journal_lines l WHERE l.account_id = a.id))`,
  );
  if (negative) throw new Error(`${negative} bench accounts have a negative balance or one that differs from their lines`);
  const token = platformSession(stateDir, 'benchheavy0000');
  return { token, movements, prepareSeconds: (performance.now() - started) / 1000 };
}

/**
 * p95 of one page (20 rows, newest first) with its totals, at the platform, over ranges a page
 * asks for: the last 7 days (the default), the last 30, the last 30 with a type filter, and a
 * past 31-day window with a status filter.
 */
export async function measureRecords(token, rounds = 80, warmup = 8) {
  const end = Date.now() + 60_000;
  const ranges = [
    { startTime: end - 7 * DAY, endTime: end },
    { startTime: end - 30 * DAY, endTime: end },
    { startTime: end - 30 * DAY, endTime: end, type: 'BET,WIN' },
    { startTime: end - 200 * DAY, endTime: end - 169 * DAY, status: 'COMPLETED' },
  ];
  const headers = { ...platformHeaders('MEMTRANS3'), Authorization: token };
  const samples = [];
  let rows = 0;
  for (let i = 0; i < rounds + warmup; i++) {
    const query = new URLSearchParams({ ...ranges[i % ranges.length], pageNo: '1', pageSize: '20' });
    const answer = await rawRequest(`${platform}/wps/relay/ODSFE2_MemTransDet?${query}`, { headers });
    const value = answer.status === 200 ? JSON.parse(answer.text).value : null;
    if (!value || value.list.length !== 20 || !(value.total > 1_000)) throw new Error(`records: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    if (i >= warmup) {
      samples.push(answer.ms);
      rows = Math.max(rows, value.total);
    }
  }
  return { p95: percentile(samples, 95), p50: percentile(samples, 50), largestRange: rows };
}

/** 100 rounds at once on one wallet; throws unless the final balance is exact. */
export async function measureWalletOps(rounds = 100) {
  const check = async () => {
    const response = await fetch(`${platform}/__dev/ledger-check?username=benchwallet`);
    const body = await response.json();
    if (!response.ok || !body.success) throw new Error(`ledger-check: HTTP ${response.status} ${JSON.stringify(body)}`);
    return body.value;
  };
  const before = await check();
  const opening = before.accounts.find((a) => a.kind === 'MAIN').cachedMinor;
  const run = Date.now().toString(36);
  const bets = Array.from({ length: rounds }, (_, i) => ({
    username: 'benchwallet',
    roundId: `bench-${run}-${i}`,
    stakeMinor: 100 + ((i * 37) % 900),
    payoutMinor: i % 3 === 0 ? 250 + ((i * 53) % 2_000) : 0,
  }));
  const started = performance.now();
  const answers = await Promise.all(
    bets.map(async (bet) => {
      const response = await fetch(`${platform}/__dev/bet-round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bet),
      });
      return { status: response.status, text: await response.text() };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const failed = answers.filter((a) => a.status !== 200);
  if (failed.length) throw new Error(`wallet ops: ${failed.length} of ${rounds} rounds failed: ${failed[0].status} ${failed[0].text.slice(0, 200)}`);
  const after = await check();
  const main = after.accounts.find((a) => a.kind === 'MAIN');
  const expected = opening - bets.reduce((sum, b) => sum + b.stakeMinor - b.payoutMinor, 0);
  if (main.cachedMinor !== expected || main.linesMinor !== expected || !after.consistent) {
    throw new Error(`wallet ops: final balance ${main.cachedMinor} (lines ${main.linesMinor}), expected exactly ${expected}`);
  }
  return { opsPerSecond: (2 * rounds) / seconds, seconds };
}

/**
 * A platform session for a member of the bench's D1, valid for the bench's few minutes (its token).
 * The member has accepted the brand's terms and privacy in force, as a registration records them
 * (ADR 060): the bench's own members are written straight into D1, and a game starts only then.
 */
export function platformSession(stateDir, username) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  const member = `SELECT id, merchant_code FROM accounts WHERE merchant_code = '${MERCHANT}' AND username = '${username}'`;
  d1(stateDir, [
    '--command',
    `INSERT INTO sessions (token_hash, account_id, merchant_code, state, origin, ip, created_at, last_seen_at)
     SELECT '${hash}', id, merchant_code, 'ACTIVE', 'LOGIN', '127.0.0.1', ${now}, ${now} FROM (${member});
     INSERT OR IGNORE INTO legal_acceptances (account_id, document_id, accepted_at, ip, via)
     SELECT m.id, d.id, ${now}, NULL, 'REGISTRATION' FROM (${member}) m JOIN legal_documents d ON d.merchant_code = m.merchant_code AND d.effective_at <= ${now}`,
  ]);
  return token;
}
