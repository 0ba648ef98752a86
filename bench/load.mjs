#!/usr/bin/env node
/**
 * `npm run load [-- --json] [-- --faults]`: the portal with the reference platform under a busy
 * evening's load, and the books counted afterwards.
 *
 * Builds the portal, starts it and the platform as two local servers over a fresh state of their
 * own (the demo brands, and a generated team under demo_agent for members and agents to play as),
 * prepares every member (a payment password and a bank card, through the portal), measures every
 * kind of request alone, then drives PLAYERS virtual players at once for SECONDS: guests browsing
 * the home page, lobbies and promotions; members logging in, depositing through the stand-in
 * provider, launching slots and playing rounds, reading their records and withdrawing (an operator
 * pays or rejects each withdrawal as it comes); agents reading reports and CSVs. Players pause
 * between actions as people do (4–12 s on a page, 2–4 s between slot spins, 5–15 s on a report).
 *
 * Afterwards the platform's books are audited (GET /__dev/ledger-audit) against the ledger's rules
 * and against the audit taken before the run: `load_money_anomalies` counts unbalanced journal
 * entries, wallets whose balance is not the sum of their lines, players below zero, brands whose
 * accounts do not sum to zero, and business records (paid deposits, withdrawals, bets, wins) that
 * did not move money exactly once.
 *
 * `--faults`: the platform's fault injection on every non-money read (5% of calls fail, half of
 * those reads also answer 300 ms late); pages must still answer (no page-level 5xx), their sections
 * degrading alone, and the money must still add up.
 *
 * Bounded: PLAYERS players, SECONDS seconds, every request at most 60 s, only 127.0.0.1. Not part
 * of `npm test` (it takes about five minutes).
 */
import { rmSync } from 'node:fs';
import { buildPortal, d1Execute, preparePlatformDatabase, seedDemoAccounts, waitForHttp } from '../scripts/lib/run.mjs';
import { startLoadServers } from './load-servers.mjs';
import { MERCHANT } from './config.mjs';
import { percentile, platformHeaders, round, withLimit } from './http.mjs';
import {
  agent,
  AGENT_REPORTS,
  agentLogIn,
  Browser,
  depositAndPay,
  GUEST_PAGES,
  guest,
  launch,
  logIn,
  member,
  PAY_PASSWORD,
  playRound,
  Recorder,
  sleep,
  withdraw,
} from './load-players.mjs';
import { printTable } from './report.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const faults = args.includes('--faults');
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const PLAYERS = option('players', 200);
const SECONDS = option('seconds', 60);
const build = !args.includes('--no-build');

const PORTAL_PORT = 8794;
const PLATFORM_PORT = 8795;
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
const platform = `http://127.0.0.1:${PLATFORM_PORT}`;
const STATE_DIR = '.wrangler/load';

/** Who plays: about half members, a tenth agents, the rest guests. */
const MEMBERS = Math.round(PLAYERS * 0.45);
const AGENTS = Math.max(1, Math.round(PLAYERS * 0.1));
const GUESTS = PLAYERS - MEMBERS - AGENTS;
/**
 * The team under demo_agent the members and agents play as (POST /__dev/seed-team): 5 first-level
 * agents, 3 second-level agents under each, 182 members across the levels: enough for 200 players, with a few weeks of bets so the reports have rows. (Not
 * demo_agent itself: it has contact data, so a login from a new address asks for a second step.)
 */
const LOAD_TEAM = { l1Agents: 5, l1Members: 12, l2Agents: 3, l2Members: 4, l3Members: 10, betsMin: 20, betsMax: 40, days: 30, l2AgentsPerChunk: 6 };
const TEAM_PASSWORD = 'Team2024';

/**
 * The platform's reads that move no money and that pages show in sections of their own: game
 * lists and menus, announcements, promotions, unread counts, recent and favourite games, missions,
 * points, lottery draws, the winner board. Their fault key is the relay name or the path (platform/src/http/routes.ts).
 */
const NON_MONEY_READS = [
  'GCSGAME_gameList',
  'GCSGAME_getVassGameType',
  'GCSGAME_hotGamesV2',
  'GCSGAME_newGameVendor',
  '/lgw/games/game_menus',
  '/lgw/games/game_menus/recent',
  '/lgw/numeros/near',
  '/lgw/draw',
  'MCSFE_getListAnnouncements',
  'MCSFE_getAvailablePromotions',
  'MCSFE_getMerchantAvailablePromotions',
  'MCSFE_getMissionLeaderboard',
  'MCSFE_getFavoriteGamesList',
  'MCS2_getPointConfig',
  'MCS2_getRedeemPointList',
  'ODSFE2_getWinnerBoard',
  'GCS_recentGame',
  'CSP_unreadCount',
  'CBS_unreadCount',
];

const log = (...line) => (json ? console.error(...line) : console.log(...line));

async function platformDev(path, { method = 'GET', body } = {}) {
  const response = await fetch(platform + path, {
    method,
    headers: { 'content-type': 'application/json', Merchant: MERCHANT },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).value;
}

/** Addresses from 198.18.0.0/15 (reserved for tests), one per player, so per-address limits see separate people. */
const address = (i) => `198.18.${Math.floor(i / 250) + 100}.${(i % 250) + 1}`;

/** The team's members and agents, from the platform's database. */
function teamAccounts() {
  const rows = d1Execute(
    STATE_DIR,
    `SELECT a.username, a.type, (SELECT COUNT(*) FROM accounts c WHERE c.parent_id = a.id) AS children
       FROM accounts a WHERE a.merchant_code = '${MERCHANT}' AND a.username LIKE 'tm%' AND a.status = 'ACTIVE' ORDER BY a.id`,
    { json: true },
  );
  const agents = rows.filter((row) => row.children > 0).map((row) => row.username);
  const members = rows.filter((row) => row.children === 0).map((row) => row.username);
  return { agents, members };
}

/** Each member's payment password and bank card, set through the portal as the member would; answers the card's id. */
async function prepareMember(recorder, username, ip) {
  const browser = new Browser(portal, ip, recorder);
  if (!(await logIn(browser, username, TEAM_PASSWORD, 'setup')))
    throw new Error(`setup: ${username} could not log in: ${recorder.unexpected.at(-1) ?? recorder.errors.at(-1)}`);
  const set = await browser.mutation(
    'setup',
    'mutation ($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ok errors { code } } }',
    { input: { loginPassword: TEAM_PASSWORD, newPaymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD } },
    'setPaymentPassword',
  );
  // A fresh state: the member has no payment password yet, so any refusal is a failure of the setup.
  if (!set) throw new Error(`setup: ${username}: no payment password (${[...recorder.refusals.keys()].join(', ') || recorder.errors.at(-1)})`);
  const centre = await browser.graphql('setup', '{ securityCentre { bankCards { banks } } withdrawSettings { bankCards { id } } }');
  let cardId = centre?.withdrawSettings?.bankCards?.[0]?.id;
  if (!cardId) {
    const card = await browser.mutation(
      'setup',
      'mutation ($input: AddBankCardInput!) { addBankCard(input: $input) { ok errors { code } } }',
      {
        input: {
          bankName: centre.securityCentre.bankCards.banks[0],
          accountNumber: `110${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
          accountName: 'Load Tester',
          paymentPassword: PAY_PASSWORD,
        },
      },
      'addBankCard',
    );
    if (!card) throw new Error(`setup: ${username}: no bank card (${[...recorder.refusals.keys()].join(', ')})`);
    cardId = (await browser.graphql('setup', '{ withdrawSettings { bankCards { id } } }'))?.withdrawSettings?.bankCards?.[0]?.id;
  }
  if (!cardId) throw new Error(`setup: ${username}: the bank card is not listed`);
  return { username, password: TEAM_PASSWORD, cardId, ip };
}

/** A deposit method paid on the provider's page (an e-wallet), from the member's own settings. */
async function providerMethod(recorder, account) {
  const browser = new Browser(portal, account.ip, recorder);
  await logIn(browser, account.username, account.password, 'setup');
  const settings = await browser.graphql('setup', '{ depositSettings { methods { code kind bankTypes minAmount maxAmount } } }');
  const method = settings?.depositSettings?.methods?.find((m) => m.kind === 'LAUNCH_URL' && m.minAmount <= 20_00 && m.maxAmount >= 80_00);
  if (!method) throw new Error(`setup: no e-wallet method for deposits of $20–80: ${JSON.stringify(settings)}`);
  return method;
}

/** Slots playable for real money, straight from the platform's list. */
async function slots() {
  const path = `/wps/relay/GCSGAME_gameList?clientType=3&merchant=${MERCHANT}&gameType=RNG&pageNo=1&pageSize=12&language=EN`;
  const response = await fetch(platform + path, { headers: platformHeaders('GAMELO3') });
  const { value } = await response.json();
  if (!value?.games?.length) throw new Error('setup: no slots');
  return value.games;
}

/**
 * Every kind of request alone, one player at a time, before the crowd arrives: the baseline of
 * the ratios. Answers the median ms per kind.
 */
async function measureAlone(account, agentAccount, context, samples = 6) {
  const recorder = new Recorder();
  const visitor = new Browser(portal, address(PLAYERS + 1), recorder);
  const pages = GUEST_PAGES.filter(([, path], i, all) => all.findIndex(([, other]) => other === path) === i);
  for (let i = 0; i < samples; i++) for (const [kind, path] of pages) await visitor.page(kind, path);
  const player = new Browser(portal, account.ip, recorder);
  for (let i = 0; i < samples; i++) {
    player.cookies.delete('__Host-sid');
    await logIn(player, account.username, account.password);
    await player.page('member_page', '/member/depositv2');
    await depositAndPay(player, context.method, 20_00);
    const gamePath = await launch(player, context.games[i % context.games.length]);
    if (gamePath) await playRound(player, gamePath);
    await player.page('records', '/member/transactionHistory');
    // Members' launches are spaced at least 3 s apart by the platform.
    await sleep(3_000);
  }
  for (let i = 0; i < 2; i++) {
    const id = await withdraw(player, account.cardId, 10_00);
    if (id) context.onWithdrawal(id);
  }
  const boss = new Browser(portal, address(PLAYERS + 2), recorder);
  await agentLogIn(boss, agentAccount.username, agentAccount.password);
  for (let i = 0; i < samples; i++)
    for (const [kind, path] of AGENT_REPORTS) await boss.send(kind, path, { headers: { accept: kind === 'agent_csv' ? 'text/csv' : 'text/html' } });
  if (recorder.errors.length || recorder.unexpected.length) throw new Error(`alone: ${[...recorder.errors, ...recorder.unexpected].slice(0, 5).join('\n')}`);
  return Object.fromEntries([...recorder.samples].map(([kind, list]) => [kind, percentile(list, 50)]));
}

/**
 * The operator: pays two withdrawals of three, rejects the third (its money goes back), as they
 * come. A decision the platform refuses is counted (`errors`), never thrown.
 */
function operator() {
  const queue = [];
  let decided = 0;
  const errors = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped || queue.length) {
      const id = queue.shift();
      if (!id) {
        await sleep(200);
        continue;
      }
      const outcome = decided % 3 === 2 ? 'REFUNDED' : 'PAID';
      try {
        await platformDev('/__dev/withdrawals/decide', {
          method: 'POST',
          body: { withdrawalId: Number(id), outcome, ...(outcome === 'REFUNDED' ? { reason: 'load test' } : {}) },
        });
        decided += 1;
      } catch (error) {
        errors.push(`operator: withdrawal ${id}: ${error.message}`);
      }
    }
  })();
  return {
    onWithdrawal: (id) => queue.push(id),
    get decided() {
      return decided;
    },
    async stop() {
      stopped = true;
      await loop;
      return { decided, errors };
    },
  };
}

/**
 * What the books broke (ADR 042): the ledger's rules after the run, every record the test's own
 * players wrote against its own journal entry (`unmatched`, since the setup began), and the
 * entries beside their records on the difference of the two audits. Each a count; all zero when
 * the money adds up.
 */
function moneyAnomalies(before, after) {
  const delta = (name) => after.counts[name] - before.counts[name];
  const found = {
    unbalanced_entries: after.unbalancedEntries,
    wallets_off_their_lines: after.walletsOffTheirLines,
    players_below_zero: after.playersBelowZero,
    brands_not_summing_to_zero: after.totals.filter((t) => t.totalMinor !== 0).length,
    deposits_not_moved_once: Math.abs(delta('depositEntries') - delta('paidDeposits')),
    withdrawals_not_held_once: Math.abs(delta('withdrawHoldEntries') - delta('withdrawals')),
    bets_not_moved_once: Math.abs(delta('betEntries') - delta('bets')),
    wins_not_paid_once: Math.abs(delta('winEntries') - delta('settledWins')),
    ...Object.fromEntries(Object.entries(after.unmatched).map(([name, n]) => [`unmatched_${name}`, n])),
  };
  return { total: Object.values(found).reduce((a, b) => a + b, 0), found };
}

async function main() {
  if (build) buildPortal();
  // A fresh state each run, so runs are comparable and the audit's "before" is the seed's.
  rmSync(STATE_DIR, { recursive: true, force: true });
  preparePlatformDatabase(STATE_DIR, { portalPort: PORTAL_PORT });
  const stop = await startLoadServers({ platformPort: PLATFORM_PORT, portalPort: PORTAL_PORT, stateDir: STATE_DIR });
  process.on('SIGINT', () => {
    void stop().finally(() => process.exit(130));
  });
  try {
    await waitForHttp(`${platform}/wps/system/status`);
    await waitForHttp(`${portal}/favicon.svg`);
    log('seeding the demo accounts and the load team…');
    await seedDemoAccounts(`${platform}/__dev/seed-accounts`);
    await platformDev('/__dev/seed-team', { method: 'POST', body: { shape: LOAD_TEAM } });
    await fetch(`${platform}/__dev/faults`, { method: 'DELETE' });
    // Everything the test's own players write from here on is matched record by record in the audit.
    const since = Date.now();
    const team = teamAccounts();
    if (team.members.length < MEMBERS + 1 || team.agents.length < AGENTS)
      throw new Error(`the load team is too small: ${team.members.length} members, ${team.agents.length} agents`);

    log(`preparing ${MEMBERS + 1} members (payment password, bank card)…`);
    const setup = new Recorder();
    const accounts = await withLimit(
      4,
      team.members.slice(0, MEMBERS + 1).map((username, i) => () => prepareMember(setup, username, address(i))),
    );
    const agents = team.agents.slice(0, AGENTS).map((username) => ({ username, password: TEAM_PASSWORD }));
    const desk = operator();
    const context = { method: await providerMethod(setup, accounts[0]), games: await slots(), onWithdrawal: desk.onWithdrawal };

    log('every kind of request alone…');
    const alone = await measureAlone(accounts.at(-1), agents[0], context);

    if (faults) {
      for (const [i, endpoint] of NON_MONEY_READS.entries())
        await platformDev('/__dev/faults', { method: 'PUT', body: { endpoint, errorRate: 0.05, delayMs: i % 2 === 0 ? 300 : null } });
    }
    const before = await platformDev(`/__dev/ledger-audit?since=${since}`);
    const decidedBefore = desk.decided;

    log(`${PLAYERS} players (${GUESTS} guests, ${MEMBERS} members, ${AGENTS} agents) for ${SECONDS} s${faults ? ', faults on' : ''}…`);
    const recorder = new Recorder();
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const players = [
      ...Array.from({ length: GUESTS }, (_, i) => () => guest(new Browser(portal, address(PLAYERS + 10 + i), recorder), deadline)),
      ...accounts.slice(0, MEMBERS).map((account) => () => member(new Browser(portal, account.ip, recorder), account, context, deadline)),
      ...agents.map((account, i) => () => agent(new Browser(portal, address(PLAYERS + 10 + GUESTS + i), recorder), account, deadline)),
    ];
    // Players arrive over the first ten seconds, in a mixed order, not in one instant.
    players.sort(() => Math.random() - 0.5);
    await Promise.all(players.map(async (play, i) => (await sleep((i / players.length) * 10_000), play())));
    const seconds = (Date.now() - started) / 1000;
    const { decided, errors: operatorErrors } = await desk.stop();
    await fetch(`${platform}/__dev/faults`, { method: 'DELETE' });
    const after = await platformDev(`/__dev/ledger-audit?since=${since}`);
    const anomalies = moneyAnomalies(before, after);

    const results = {
      load_players: PLAYERS,
      load_guests: GUESTS,
      load_members: MEMBERS,
      load_agents: AGENTS,
      load_seconds: round(seconds),
      load_faults: faults,
      load_requests: recorder.requests,
      load_requests_per_s: round(recorder.requests / seconds),
      load_errors: recorder.errors.length,
      load_unexpected: recorder.unexpected.length,
      load_pages: recorder.pages,
      load_pages_degraded: recorder.degradedPages,
      load_refusals: Object.fromEntries(recorder.refusals),
      load_p95_ms: Object.fromEntries([...recorder.samples].sort().map(([kind, list]) => [kind, round(percentile(list, 95))])),
      load_alone_p50_ms: Object.fromEntries(Object.entries(alone).map(([kind, ms]) => [kind, round(ms)])),
      load_p95_over_alone: Object.fromEntries(
        [...recorder.samples]
          .filter(([kind]) => alone[kind])
          .sort()
          .map(([kind, list]) => [kind, round(percentile(list, 95) / alone[kind])]),
      ),
      load_logins: recorder.samples.get('login')?.length ?? 0,
      load_rounds: recorder.counters.get('rounds') ?? 0,
      load_deposits_paid: recorder.counters.get('deposits_paid') ?? 0,
      load_withdrawals: recorder.counters.get('withdrawals') ?? 0,
      load_withdrawals_decided: decided - decidedBefore,
      load_operator_errors: operatorErrors.length,
      load_journal_entries: after.counts.journalEntries - before.counts.journalEntries,
      load_money_anomalies: anomalies.total,
      load_money_checks: anomalies.found,
    };
    for (const line of [...operatorErrors, ...recorder.errors, ...recorder.unexpected].slice(0, 10)) log(`  ${line}`);
    // The table flattens the figures by kind (load_p95_ms.home); the JSON line keeps them nested.
    const flat = Object.entries(results).flatMap(([name, value]) =>
      value !== null && typeof value === 'object' ? Object.entries(value).map(([kind, figure]) => [`${name}.${kind}`, figure]) : [[name, value]],
    );
    printTable(Object.fromEntries(flat), log);
    if (json) console.log(JSON.stringify(results));
    if (anomalies.total > 0 || operatorErrors.length > 0) process.exitCode = 1;
  } finally {
    await fetch(`${platform}/__dev/faults`, { method: 'DELETE' }).catch(() => undefined);
    await stop();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
