/**
 * The load test's virtual players (bench/load.mjs): a browser-like HTTP client per player (its own
 * cookie jar and client address), a recorder of every request's time and outcome by kind, and the
 * three kinds of player: guests browsing the home page and lobbies, members (log in, deposit
 * through the stand-in provider, launch a slot and play rounds, read their records, withdraw) and
 * agents (log in at the agent site, read reports and their CSVs). Every request goes to 127.0.0.1,
 * has a time limit, and every player starts no step after the run's deadline (a request under way
 * finishes).
 */
import { performance } from 'node:perf_hooks';
// A desktop browser's user agent: the portal streams documents to browsers, not to crawlers.
import { BROWSER_UA, gamePagePath } from './http.mjs';

/** No request may take longer; one that does counts as an error. */
const REQUEST_TIMEOUT_MS = 60_000;
/** The members' payment password (set in the load test's own setup). */
export const PAY_PASSWORD = '246810';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const between = (min, max) => min + Math.random() * (max - min);
const requestId = (tag) => `load-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Every request's time by kind, and what went wrong: errors (5xx, GraphQL errors, transport), unexpected answers, refusals. */
export class Recorder {
  constructor() {
    this.samples = new Map();
    this.errors = [];
    this.unexpected = [];
    this.refusals = new Map();
    this.degradedPages = 0;
    this.pages = 0;
    this.counters = new Map();
  }
  sample(kind, ms) {
    if (!this.samples.has(kind)) this.samples.set(kind, []);
    this.samples.get(kind).push(ms);
  }
  error(kind, what) {
    this.errors.push(`${kind}: ${what}`);
  }
  unexpectedAnswer(kind, what) {
    this.unexpected.push(`${kind}: ${what}`);
  }
  refusal(kind, code) {
    const key = `${kind}:${code}`;
    this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
  }
  count(name, by = 1) {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by);
  }
  get requests() {
    let n = 0;
    for (const list of this.samples.values()) n += list.length;
    return n;
  }
}

/** A player's browser: its cookies, its client address (the development build honours X-Test-Client-IP), one origin. */
export class Browser {
  constructor(origin, ip, recorder) {
    this.origin = origin;
    this.ip = ip;
    this.recorder = recorder;
    this.cookies = new Map([['js', '1']]);
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  absorb(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request as `kind`, timed to its last byte. `accept`: the statuses it should answer; a 5xx
   * or a failed connection is an error, another status is unexpected. Answers null on failure.
   */
  async send(kind, path, { method = 'GET', headers = {}, body, accept = [200] } = {}) {
    const started = performance.now();
    let response;
    let text;
    try {
      response = await fetch(this.origin + path, {
        method,
        redirect: 'manual',
        headers: {
          'user-agent': BROWSER_UA,
          'accept-language': 'en',
          'X-Test-Client-IP': this.ip,
          origin: this.origin,
          cookie: this.cookieHeader(),
          ...headers,
        },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      this.recorder.sample(kind, performance.now() - started);
      this.recorder.error(kind, `${method} ${path}: ${error.name} ${error.message}`);
      return null;
    }
    this.recorder.sample(kind, performance.now() - started);
    this.absorb(response);
    if (response.status >= 500) {
      this.recorder.error(kind, `${method} ${path}: HTTP ${response.status} ${text.slice(0, 160)}`);
      return null;
    }
    if (!accept.includes(response.status)) {
      this.recorder.unexpectedAnswer(kind, `${method} ${path}: HTTP ${response.status} ${response.headers.get('location') ?? ''} ${text.slice(0, 160)}`);
      return null;
    }
    return { status: response.status, text, location: response.headers.get('location') };
  }

  /** A document, as a browser that ran the portal's scripts before asks for it. */
  async page(kind, path) {
    const answer = await this.send(kind, path, { headers: { accept: 'text/html' } });
    if (answer) {
      this.recorder.pages += 1;
      if (answer.text.includes('class="section-error"')) this.recorder.degradedPages += 1;
    }
    return answer;
  }

  /** A form post to a page's action; a redirect (the action's answer after success) is expected. */
  form(kind, path, fields, accept = [302, 303]) {
    return this.send(kind, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(fields).toString(),
      accept,
    });
  }

  /** A GraphQL operation on the portal's /graphql; answers `data`, or null after recording the error. */
  async graphql(kind, query, variables = {}) {
    const answer = await this.send(kind, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    if (!answer) return null;
    let body;
    try {
      body = JSON.parse(answer.text);
    } catch {
      this.recorder.error(kind, `GraphQL: not JSON ${answer.text.slice(0, 160)}`);
      return null;
    }
    if (body.errors?.length) {
      this.recorder.error(kind, `GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
      return null;
    }
    return body.data;
  }

  /** A mutation payload `{ ok, errors }`: a refusal is counted by its code, not as an error. */
  async mutation(kind, query, variables, field) {
    const data = await this.graphql(kind, query, variables);
    const payload = data?.[field];
    if (!payload) return null;
    if (!payload.ok) {
      for (const error of payload.errors ?? []) this.recorder.refusal(kind, error.code);
      return null;
    }
    return payload;
  }

  hasSession() {
    return this.cookies.has('__Host-sid');
  }
}

/** The pages guests browse: the home page, lobbies with games, the promotions. */
export const GUEST_PAGES = [
  ['home', '/'],
  ['home', '/'],
  ['lobby', '/rng'],
  ['lobby', '/live'],
  ['lobby', '/fish'],
  ['lobby', '/pvp'],
  ['lobby', '/sports'],
  ['lobby', '/providers'],
  ['promotions', '/promotions'],
];

/** The agent centre's report pages and their CSV twins. */
export const AGENT_REPORTS = [
  ['agent_report', '/agentHome/agentTeamOverview'],
  ['agent_report', '/agentHome/agentRevenueReport'],
  ['agent_report', '/agentHome/palStatementsAgentCopy'],
  ['agent_report', '/agentHome/agentDownlineTransactionDetailsCopy'],
  ['agent_report', '/agentHome/downlineManagmentView'],
  ['agent_csv', '/agentHome/palStatementsAgentCopy.csv'],
];

const DEPOSIT = `mutation LoadDeposit($input: CreateDepositInput!) { createDeposit(input: $input) { ok errors { code } deposit { id paymentUrl } } }`;
const LAUNCH = `mutation LoadLaunch($input: LaunchGameInput!) { launchGame(input: $input) { ok gameUrl errors { code } } }`;
const WITHDRAW = `mutation LoadWithdraw($input: WithdrawalInput!) { requestWithdrawal(input: $input) { ok errors { code } withdrawal { id status } } }`;

/** Logs a member in through the login form; answers whether a session came back. */
export async function logIn(browser, username, password, kind = 'login') {
  const answer = await browser.form(kind, '/login', { username, password, intent: 'password' });
  if (!answer) return false;
  if (!browser.hasSession() || answer.location?.startsWith('/login/verify')) {
    browser.recorder.unexpectedAnswer(kind, `${username}: no session after the login form (HTTP ${answer.status} → ${answer.location})`);
    return false;
  }
  return true;
}

/** Logs an agent in at the agent site's form. */
export async function agentLogIn(browser, username, password) {
  const answer = await browser.form('agent_login', '/agent', { username, password, intent: 'password' });
  if (!answer) return false;
  if (!browser.hasSession() || answer.location?.startsWith('/login/verify')) {
    browser.recorder.unexpectedAnswer('agent_login', `${username}: no session after the agent login form (HTTP ${answer.status} → ${answer.location})`);
    return false;
  }
  return true;
}

/** One deposit paid at the stand-in provider: createDeposit, the payment page, Pay, back with PAID. */
export async function depositAndPay(browser, method, amountMinor) {
  const created = await browser.mutation(
    'deposit',
    DEPOSIT,
    { input: { method: method.code, bankType: method.bankTypes[0] ?? null, amount: amountMinor, requestId: requestId('dep'), returnUrl: '/member/depositv2' } },
    'createDeposit',
  );
  const paymentUrl = created?.deposit?.paymentUrl;
  if (!paymentUrl) return false;
  const path = paymentUrl.startsWith('http') ? new URL(paymentUrl).pathname : paymentUrl;
  if (!(await browser.send('provider_page', path, { headers: { accept: 'text/html' } }))) return false;
  const paid = await browser.form('provider_pay', path, { action: 'pay' });
  if (!paid) return false;
  if (!/status=PAID/.test(paid.location ?? '')) {
    browser.recorder.unexpectedAnswer('provider_pay', `paid, but sent back to ${paid.location}`);
    return false;
  }
  browser.recorder.count('deposits_paid');
  browser.recorder.count('deposited_minor', amountMinor);
  return true;
}

/** Launches a slot for real money: the game page's path, or null. */
export async function launch(browser, game) {
  const input = {
    gameId: String(game.nodeId),
    gameType: game.gameType,
    vendor: game.vassalage,
    gameCode: game.gameCode,
    mode: 'REAL',
    requestId: requestId('launch'),
  };
  const payload = await browser.mutation('launch', LAUNCH, { input }, 'launchGame');
  if (!payload) return null;
  const path = gamePagePath(payload.gameUrl);
  if (!path) browser.recorder.unexpectedAnswer('launch', `game address ${payload.gameUrl}`);
  return path;
}

/** One round on the game page: its form (a fresh round id), then the bet, answered by a redirect to the result. */
export async function playRound(browser, gamePath) {
  const page = await browser.send('game_page', gamePath, { headers: { accept: 'text/html' } });
  if (!page) return false;
  const roundId = /name="roundId" value="([^"]+)"/.exec(page.text)?.[1];
  const stake = /<option value="(\d+)"/.exec(page.text)?.[1];
  if (!roundId || !stake) {
    browser.recorder.unexpectedAnswer('game_page', `no round form: ${page.text.slice(0, 160)}`);
    return false;
  }
  const played = await browser.form('round', gamePath, { roundId, stake }, [303]);
  if (played) browser.recorder.count('rounds');
  return Boolean(played);
}

/** Asks for a withdrawal to the member's card; answers its id, or null (a refusal is counted by its code). */
export async function withdraw(browser, cardId, amountMinor) {
  const payload = await browser.mutation(
    'withdraw',
    WITHDRAW,
    { input: { amount: amountMinor, cardId, paymentPassword: PAY_PASSWORD, requestId: requestId('wd') } },
    'requestWithdrawal',
  );
  if (!payload?.withdrawal) return null;
  browser.recorder.count('withdrawals');
  browser.recorder.count('withdrawn_minor', amountMinor);
  return payload.withdrawal.id;
}

/**
 * A player's pause between actions: reading a page takes people seconds (4–12 s here), a slot
 * spin 2–4 s. Shorter pauses would model no crowd of people but a flood, and ask one local
 * portal, a single isolate on two cores, for several times what it can render: requests then
 * queue inside the isolate until its heap gives out (docs/decisions/042-load-test.md).
 */
const think = (deadline, min = 4_000, max = 12_000) => sleep(Math.max(0, Math.min(between(min, max), deadline - Date.now())));

export async function guest(browser, deadline) {
  while (Date.now() < deadline) {
    const [kind, path] = pick(GUEST_PAGES);
    await browser.page(kind, path);
    await think(deadline);
  }
}

/**
 * A member's evening: logs in, opens the home page, deposits through the provider, launches a slot
 * and plays a few rounds, reads the account record, now and then withdraws (the operator decides
 * through `onWithdrawal`); logs out and in again now and then.
 */
export async function member(browser, account, context, deadline) {
  const { method, games, onWithdrawal } = context;
  let gamePath = null;
  let withdrawals = 0;
  while (Date.now() < deadline) {
    if (!browser.hasSession()) {
      if (!(await logIn(browser, account.username, account.password))) {
        await think(deadline, 2_000, 5_000);
        continue;
      }
      await browser.page('home', '/');
      await think(deadline);
      // A pause that ran into the deadline ends the evening: no step starts after it.
      if (Date.now() >= deadline) break;
    }
    const step = Math.random();
    if (step < 0.15) {
      await browser.page('member_page', '/member/depositv2');
      await think(deadline, 1_000, 2_000);
      if (Date.now() >= deadline) break;
      await depositAndPay(browser, method, Math.round(between(20, 80)) * 100);
    } else if (step < 0.6) {
      if (!gamePath || Math.random() < 0.15) gamePath = await launch(browser, pick(games));
      for (let i = 0; gamePath && i < 3 && Date.now() < deadline; i++) {
        if (!(await playRound(browser, gamePath))) gamePath = null;
        await think(deadline, 2_000, 4_000);
      }
    } else if (step < 0.8) {
      await browser.page('records', pick(['/member/transactionHistory', '/member/personalHistoryCopy']));
    } else if (step < 0.88 && account.cardId && withdrawals < 3) {
      await browser.page('member_page', '/member/withdraw');
      await think(deadline, 1_000, 2_000);
      if (Date.now() >= deadline) break;
      const id = await withdraw(browser, account.cardId, 1_000 + Math.floor(Math.random() * 5) * 100);
      if (id) {
        withdrawals += 1;
        onWithdrawal(id);
      }
    } else if (step < 0.95) {
      await browser.page(pick(['home', 'lobby']), pick(['/', '/rng', '/live']));
    } else {
      await browser.send('logout', '/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        accept: [200, 302, 303],
      });
      browser.cookies.delete('__Host-sid');
      // Logging out ends the member's game sessions too (their game page then answers 410).
      gamePath = null;
    }
    await think(deadline);
  }
}

export async function agent(browser, account, deadline) {
  while (Date.now() < deadline) {
    if (!browser.hasSession() && !(await agentLogIn(browser, account.username, account.password))) {
      await think(deadline, 2_000, 5_000);
      continue;
    }
    const [kind, path] = pick(AGENT_REPORTS);
    if (kind === 'agent_csv') await browser.send(kind, path, { headers: { accept: 'text/csv' } });
    else await browser.page(kind, path);
    await think(deadline, 5_000, 15_000);
  }
}
