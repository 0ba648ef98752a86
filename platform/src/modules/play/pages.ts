/**
 * The stand-in game server's pages (README.md in this folder): plain server-rendered HTML with
 * forms (they play without script), in the session's language (every text language: words.ts).
 *
 * - GET  /rgs/game/<token>           the game: balance, the last result, the form for the next round
 *                                    (a fresh round id in it), the session's last rounds;
 * - POST /rgs/game/<token>           plays the round named by the form's round id, then 303 to
 *                                    GET /rgs/game/<token>?round=<id> (or ?error=<code>): a repeat
 *                                    of the same post plays nothing and lands on the same result;
 * - GET  /rgs/rgs.css                the pages' styles;
 * - GET  /rgs/rgs.js                 their one script: it tells the frame which way the game is drawn.
 *
 * Their CSP allows only their own script and frames them only into the brand's portals
 * (modules/system/frame-ancestors.ts: the portal's forwarded origin, its domains, GAME_FRAME_ANCESTORS).
 */
import { isTimeZone } from '../records/zone';
import { now as clock } from '../../http/clock';
import { columnSuffix, htmlLang, intlLocale, textLanguage, type ColumnSuffix, type TextLanguage } from '../../http/language';
import type { BrandContext } from '../../http/routes';
import {
  CRASH_TARGETS,
  fixtureAt,
  parseFixtureId,
  upcomingFixtures,
  type BaccaratBet,
  type BaccaratResult,
  type CrashResult,
  type Fixture,
  type FixtureKind,
  type Selection,
  type SpinResult,
} from './outcomes';
import { roomsOf } from './rooms';
import { PLAY_WORDS as WORDS } from './words';
import { poolName } from '../jackpots/pools';
import {
  loadGameSession,
  loadRound,
  openGameSession,
  playRound,
  sessionBalance,
  settleDueRounds,
  type GameSession,
  type RoundRequest,
  type RoundRow,
} from './rounds';
import { randomToken } from '../../crypto/random';

type View = 'SPIN' | 'CRASH' | 'BACCARAT' | 'FIXTURES';

const CRASH_VENDORS = new Set(['SPX', 'CRM']);
const FIXTURE_KINDS = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

export function viewOf(session: Pick<GameSession, 'game_type' | 'vassalage'>): View {
  if (FIXTURE_KINDS.has(session.game_type)) return 'FIXTURES';
  if (session.game_type === 'LIVE') return 'BACCARAT';
  if (session.game_type === 'MINI' && CRASH_VENDORS.has(session.vassalage)) return 'CRASH';
  return 'SPIN';
}

/** The language of a page: its code (for the currency symbol), its database column and its texts. */
interface PageLanguage {
  code: string;
  suffix: ColumnSuffix;
  text: TextLanguage;
}

const pageLanguage = (code: string): PageLanguage => ({ code: code.trim().toUpperCase(), suffix: columnSuffix(code), text: textLanguage(code) });

const ERRORS = ['insufficient', 'invalid', 'closed', 'failed', 'conflict', 'limit', 'excluded', 'verify', 'maxStake'] as const;
type ErrorKey = (typeof ERRORS)[number];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function money(ctx: BrandContext, lang: PageLanguage, minor: number): string {
  const symbol = ctx.brand.languages.find((l) => l.code.toUpperCase() === lang.code)?.currencySymbol ?? '';
  const figure = new Intl.NumberFormat(intlLocale(lang.text, 'number'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return `${symbol}${figure}`;
}

/** An error's words; a limit's carries what is left and when the period resets (from the address, numbers only). */
function errorText(ctx: BrandContext, lang: PageLanguage, error: ErrorKey): string {
  const w = WORDS[lang.text];
  if (error === 'maxStake') {
    // The active bonus's maximum stake, from the address (numbers only).
    const max = Number(ctx.url.searchParams.get('max'));
    return Number.isSafeInteger(max) && max > 0 ? fill(w.maxStake, { max: money(ctx, lang, max) }) : w.failed;
  }
  if (error !== 'limit') return w[error];
  const left = Number(ctx.url.searchParams.get('left'));
  const until = Number(ctx.url.searchParams.get('until'));
  // Numbers a date can hold only (Date's range ends at 8.64e15 ms): anything else is not shown.
  if (!Number.isSafeInteger(left) || left < 0 || !Number.isSafeInteger(until) || until <= 0 || until > 8.64e15) return w.failed;
  const when = new Intl.DateTimeFormat(intlLocale(lang.text), {
    timeZone: isTimeZone(ctx.brand.row.time_zone) ? ctx.brand.row.time_zone : 'UTC',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(until);
  return fill(w.limit, { left: money(ctx, lang, left), until: when });
}

const times = (x100: number) => `${(x100 / 100).toFixed(2)}×`;

function clockTime(ctx: BrandContext, lang: PageLanguage, at: number): string {
  return new Intl.DateTimeFormat(intlLocale(lang.text), {
    timeZone: ctx.brand.row.time_zone || 'UTC',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** The pages' headers; who may frame them is the route's (framedByTheBrandsPortals, modules/system/frame-ancestors.ts). */
function headers(): Record<string, string> {
  return {
    'Content-Type': 'text/html;charset=UTF-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * The way a game is drawn: the live tables and the fishing halls for a sideways screen. The page
 * tells the portal's game frame (/rgs/rgs.js posts it to the parent window), which asks a phone held
 * upright to turn (docs/platform-protocol.md "Launching and rounds").
 */
export function orientationOf(session: Pick<GameSession, 'game_type' | 'vassalage'>): 'landscape' | null {
  return viewOf(session) === 'BACCARAT' || session.game_type === 'FISH' ? 'landscape' : null;
}

function document(ctx: BrandContext, lang: PageLanguage, title: string, body: string, status = 200, orientation: 'landscape' | null = null): Response {
  const words = WORDS[lang.text];
  const html = `<!doctype html>
<html lang="${htmlLang(lang.text)}"${orientation ? ` data-orientation="${orientation}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/rgs/rgs.css">
<script src="/rgs/rgs.js" defer></script>
</head>
<body>
<main>
<p class="server">${escapeHtml(ctx.brand.row.name)} · ${escapeHtml(words.standIn)}</p>
${body}
</main>
</body>
</html>`;
  return new Response(html, { status, headers: headers() });
}

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const ROUND_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The page's game session, in its language, if it may be played now; else the page that says why
 * (unknown, ended, or the member signed out: their session is touched when alive, as any call of
 * theirs is).
 */
async function playableSession(ctx: BrandContext, now: number): Promise<{ session: GameSession; lang: PageLanguage } | { refusal: Response }> {
  const token = ctx.params[0] ?? '';
  const opened = TOKEN.test(token) ? await openGameSession(ctx.env.DB, ctx.brand.row.merchant_code, token, now) : null;
  if (!opened) {
    const lang = { code: ctx.language, suffix: ctx.suffix, text: ctx.text };
    const w = WORDS[lang.text];
    return { refusal: document(ctx, lang, w.notFound, `<h1>${escapeHtml(w.notFound)}</h1>`, 404) };
  }
  const lang = pageLanguage(opened.session.language);
  const w = WORDS[lang.text];
  if (opened.ended) return { refusal: document(ctx, lang, w.ended, `<h1>${escapeHtml(w.ended)}</h1>`, 410) };
  if (!opened.memberAlive) return { refusal: document(ctx, lang, w.signedOut, `<h1>${escapeHtml(w.signedOut)}</h1>`, 410) };
  return { session: opened.session, lang };
}

function gameName(session: GameSession, lang: PageLanguage): string {
  return session[`name_${lang.suffix}`];
}

/** The stakes the page offers, and the only ones a post may use. */
export function stakeOptions(session: Pick<GameSession, 'game_type' | 'min_bet' | 'room_id' | 'name_en' | 'name_ko'>): number[] {
  if (session.room_id && session.game_type === 'PVP') {
    const room = roomsOf({ ...session, room_id: session.room_id.replace(/-[ABC]$/, '') }, { suffix: 'en', text: 'en' }).find(
      (r) => r.roomId === session.room_id,
    );
    if (room) return [1, 2, 5, 10, 20].map((m) => room.minBetMinor * m).filter((v) => v <= room.maxBetMinor);
  }
  const base = Math.max(session.min_bet, 100);
  return [1, 2, 5, 10, 20, 50, 100].map((m) => base * m);
}

function stakeSelect(ctx: BrandContext, lang: PageLanguage, session: GameSession, chosen: number | null): string {
  const options = stakeOptions(session)
    .map((v) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${escapeHtml(money(ctx, lang, v))}</option>`)
    .join('');
  return `<p><label for="stake">${escapeHtml(WORDS[lang.text].stake)}</label> <select id="stake" name="stake">${options}</select></p>`;
}

// ---- results ----------------------------------------------------------------------------------

const CARD_NAMES = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function describeResult(ctx: BrandContext, lang: PageLanguage, round: RoundRow, gameType: string): string {
  const w = WORDS[lang.text];
  if (round.status === 'REFUSED') return w.REFUSED;
  if (round.kind === 'FIXTURE' && round.status === 'OPEN') {
    const fixture = fixtureOfRound(round, gameType);
    return fixture ? `${pickLabel(lang, fixture, round.choice as Selection)} · ${w.OPEN}` : w.OPEN;
  }
  const outcome = round.outcome ? (JSON.parse(round.outcome) as SpinResult | CrashResult | BaccaratResult | { kind: 'FIXTURE'; result: Selection }) : null;
  if (!outcome) return w.OPEN;
  const payout = round.payout_minor ?? 0;
  switch (outcome.kind) {
    case 'SPIN':
      return [
        fill(w.reelsResult, { symbols: outcome.reels.map((s) => w.symbols[s]).join(' · ') }),
        payout > 0 ? fill(w.won, { amount: money(ctx, lang, payout) }) : w.noWin,
      ].join(w.gap);
    case 'CRASH':
      return [
        fill(w.crashedAt, { crash: times(outcome.crash100) }),
        ...(payout > 0
          ? [fill(w.cashedOut, { target: times(outcome.target100) }), fill(w.won, { amount: money(ctx, lang, payout) })]
          : [fill(w.missed, { target: times(outcome.target100) })]),
      ].join(w.gap);
    case 'BACCARAT': {
      const hands = fill(w.hands, {
        player: outcome.player.map((c) => CARD_NAMES[c]).join(' '),
        playerTotal: String(outcome.playerTotal),
        banker: outcome.banker.map((c) => CARD_NAMES[c]).join(' '),
        bankerTotal: String(outcome.bankerTotal),
      });
      const pushed = outcome.winner === 'TIE' && outcome.bet !== 'TIE';
      const money_ = pushed ? fill(w.push, { amount: money(ctx, lang, payout) }) : payout > 0 ? fill(w.won, { amount: money(ctx, lang, payout) }) : w.noWin;
      return [hands, w[`winner${outcome.winner}`], fill(w.yourBet, { bet: w[outcome.bet], stake: money(ctx, lang, round.stake_minor) }), money_].join(w.gap);
    }
    case 'FIXTURE': {
      const fixture = fixtureOfRound(round, gameType);
      const result = fixture ? pickLabel(lang, fixture, outcome.result) : outcome.result;
      return [fill(w.fixtureResult, { result }), payout > 0 ? fill(w.won, { amount: money(ctx, lang, payout) }) : w.noWin].join(w.gap);
    }
  }
}

function fixtureOfRound(round: Pick<RoundRow, 'fixture_id'>, gameType: string): Fixture | null {
  const parsed = parseFixtureId(round.fixture_id ?? '');
  if (!parsed || !FIXTURE_KINDS.has(gameType)) return null;
  return fixtureAt(gameType as FixtureKind, parsed.vendor, parsed.index);
}

function pickLabel(lang: PageLanguage, fixture: Fixture, selection: Selection): string {
  const w = WORDS[lang.text];
  if (selection === 'DRAW') return w.DRAW;
  return fill(w[selection], { team: (selection === 'HOME' ? fixture.home : fixture.away)[lang.text] });
}

function lastRoundsTable(ctx: BrandContext, lang: PageLanguage, rounds: RoundRow[], gameType: string): string {
  const w = WORDS[lang.text];
  if (rounds.length === 0) return `<h2>${escapeHtml(w.lastRounds)}</h2><p>${escapeHtml(w.none)}</p>`;
  const rows = rounds
    .map(
      (r) =>
        `<tr><td>${escapeHtml(clockTime(ctx, lang, r.created_at))}</td><td>${escapeHtml(money(ctx, lang, r.stake_minor))}</td><td>${escapeHtml(describeResult(ctx, lang, r, gameType))}</td><td>${r.payout_minor === null ? '–' : escapeHtml(money(ctx, lang, r.payout_minor))}</td><td>${escapeHtml(w[r.status])}</td></tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(w.lastRounds)}</caption><thead><tr><th scope="col">${escapeHtml(w.time)}</th><th scope="col">${escapeHtml(w.stake)}</th><th scope="col">${escapeHtml(w.result)}</th><th scope="col">${escapeHtml(w.payout)}</th><th scope="col">${escapeHtml(w.status)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

// ---- forms ------------------------------------------------------------------------------------

function roundForm(ctx: BrandContext, lang: PageLanguage, session: GameSession, last: RoundRow | null, now: number): string {
  const w = WORDS[lang.text];
  const roundId = randomToken(18);
  const action = `/rgs/game/${session.token}`;
  const hidden = `<input type="hidden" name="roundId" value="${roundId}">`;
  const chosenStake = last?.stake_minor ?? null;
  switch (viewOf(session)) {
    case 'SPIN':
      return `<form method="post" action="${escapeHtml(action)}">${hidden}${stakeSelect(ctx, lang, session, chosenStake)}<p><button type="submit">${escapeHtml(w.spin)}</button></p></form>`;
    case 'CRASH': {
      const chosen = last?.kind === 'CRASH' ? Number(last.choice) : 200;
      const targets = CRASH_TARGETS.map((t) => `<option value="${t}"${t === chosen ? ' selected' : ''}>${times(t)}</option>`).join('');
      return `<form method="post" action="${escapeHtml(action)}">${hidden}${stakeSelect(ctx, lang, session, chosenStake)}<p><label for="target">${escapeHtml(w.target)}</label> <select id="target" name="target">${targets}</select></p><p><button type="submit">${escapeHtml(w.launch)}</button></p></form>`;
    }
    case 'BACCARAT': {
      const chosen = (last?.kind === 'BACCARAT' ? last.choice : 'BANKER') as BaccaratBet;
      const radios = (
        [
          ['PLAYER', w.payPlayer],
          ['BANKER', w.payBanker],
          ['TIE', w.payTie],
        ] as const
      )
        .map(
          ([bet, pays]) =>
            `<label><input type="radio" name="bet" value="${bet}"${bet === chosen ? ' checked' : ''}> ${escapeHtml(w[bet])} <span class="note">(${escapeHtml(pays)})</span></label>`,
        )
        .join('');
      return `<form method="post" action="${escapeHtml(action)}">${hidden}<fieldset><legend>${escapeHtml(w.betOn)}</legend>${radios}</fieldset>${stakeSelect(ctx, lang, session, chosenStake)}<p><button type="submit">${escapeHtml(w.deal)}</button></p></form>`;
    }
    case 'FIXTURES': {
      const fixtures = upcomingFixtures(session.game_type as FixtureKind, session.vassalage, now, 6);
      const groups = fixtures
        .map((f, n) => {
          const picks = (['HOME', 'DRAW', 'AWAY'] as const)
            .filter((s) => f.odds100[s] > 0)
            .map(
              (s) =>
                `<label><input type="radio" name="pick" value="${escapeHtml(`${f.id}:${s}`)}"${n === 0 && s === 'HOME' ? ' checked' : ''}> ${escapeHtml(pickLabel(lang, f, s))} <strong>${(f.odds100[s] / 100).toFixed(2)}</strong></label>`,
            )
            .join('');
          return `<fieldset><legend>${escapeHtml(fill(w.versus, { home: f.home[lang.text], away: f.away[lang.text] }))} · ${escapeHtml(fill(w.kickoff, { time: clockTime(ctx, lang, f.kickoffAt) }))}</legend>${picks}</fieldset>`;
        })
        .join('');
      return `<form method="post" action="${escapeHtml(action)}">${hidden}<h2>${escapeHtml(w.fixtures)}</h2>${groups}${stakeSelect(ctx, lang, session, chosenStake)}<p><button type="submit">${escapeHtml(w.placeBet)}</button></p></form>`;
    }
  }
}

// ---- handlers ---------------------------------------------------------------------------------

export async function gamePage(ctx: BrandContext): Promise<Response> {
  const now = clock(ctx.env);
  const playable = await playableSession(ctx, now);
  if ('refusal' in playable) return playable.refusal;
  const { session, lang } = playable;
  const w = WORDS[lang.text];
  const db = ctx.env.DB;
  // Fixture bets of this session whose fixture ended are settled on the way (the cron does the rest).
  if (session.account_type === 1 && viewOf(session) === 'FIXTURES') await settleDueRounds(ctx.env, now, { sessionToken: session.token, limit: 20 });
  const roundId = ctx.url.searchParams.get('round');
  const shown = roundId && ROUND_ID.test(roundId) ? await loadRound(db, session.merchant_code, roundId) : null;
  const round = shown && shown.session_token === session.token ? shown : null;
  const errorParam = ctx.url.searchParams.get('error');
  const error = ERRORS.find((e) => e === errorParam) ?? null;
  const recent = await db
    .prepare('SELECT * FROM game_rounds WHERE session_token = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 10')
    .bind(session.token)
    .all<RoundRow>();
  // The page reads the balance after the sweep above, so a settled win shows at once.
  const fresh = session.account_type === 0 ? await loadGameSession(db, session.merchant_code, session.token) : session;
  const { cashMinor, bonusMinor } = await sessionBalance(db, fresh ?? session);
  const balance = cashMinor + bonusMinor;
  const name = gameName(session, lang);
  const parts: string[] = [`<h1>${escapeHtml(name)}</h1>`];
  // Every live table of the stand-in server deals baccarat, whatever the game's title.
  if (viewOf(session) === 'BACCARAT') parts.push(`<p class="note">${escapeHtml(w.baccaratTable)}</p>`);
  if (session.room_id) parts.push(`<p>${escapeHtml(w.room)}: ${escapeHtml(session.room_id)}</p>`);
  parts.push(
    `<p class="balance">${escapeHtml(session.account_type === 0 ? w.playMoney : w.balance)}: <strong data-balance-minor="${balance}">${escapeHtml(money(ctx, lang, balance))}</strong></p>`,
  );
  // Cash and bonus apart while the member has a bonus balance (the stake takes them in the bonus's order).
  if (bonusMinor > 0)
    parts.push(`<p class="note">${escapeHtml(fill(w.bonusSplit, { cash: money(ctx, lang, cashMinor), bonus: money(ctx, lang, bonusMinor) }))}</p>`);
  if (session.account_type === 0) parts.push(`<p class="note">${escapeHtml(w.trialNote)}</p>`);
  if (error) parts.push(`<p role="alert" class="alert">${escapeHtml(errorText(ctx, lang, error))}</p>`);
  if (round) {
    let text = describeResult(ctx, lang, round, session.game_type);
    if (round.kind === 'FIXTURE' && round.status === 'OPEN') {
      const fixture = fixtureOfRound(round, session.game_type);
      if (fixture) {
        text = fill(w.betPlaced, {
          pick: pickLabel(lang, fixture, round.choice as Selection),
          odds: (fixture.odds100[round.choice as Selection] / 100).toFixed(2),
          stake: money(ctx, lang, round.stake_minor),
          time: clockTime(ctx, lang, fixture.endsAt),
        });
      }
    }
    // A jackpot this round won (modules/jackpots), paid beside the round's own result.
    const jackpots = await roundJackpots(db, session.merchant_code, round.round_id);
    const won = jackpots.map((j) =>
      fill(w.jackpotWon, { amount: money(ctx, lang, j.amount_minor), pool: poolName(j, lang.text, ctx.brand.row.default_language) }),
    );
    parts.push(
      `<section class="result" aria-labelledby="result-title"><h2 id="result-title">${escapeHtml(w.result)}</h2><p role="status">${[text, ...won].map(escapeHtml).join('<br>')}</p></section>`,
    );
  }
  parts.push(roundForm(ctx, lang, session, round ?? recent.results[0] ?? null, now));
  parts.push(lastRoundsTable(ctx, lang, recent.results, session.game_type));
  return document(ctx, lang, name, parts.join('\n'), 200, orientationOf(session));
}

/** The jackpots a round won, with their pools' names. */
async function roundJackpots(db: D1Database, merchant: string, roundId: string) {
  const { results } = await db
    .prepare(
      'SELECT w.amount_minor, p.names, p.code FROM jackpot_wins w JOIN jackpot_pools p ON p.id = w.pool_id WHERE w.merchant_code = ?1 AND w.round_id = ?2 ORDER BY w.id',
    )
    .bind(merchant, roundId)
    .all<{ amount_minor: number; names: string; code: string }>();
  return results;
}

const MAX_FORM_BYTES = 4096;

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** Reads the posted round; null when the form is not one this page renders. */
function roundRequest(session: GameSession, form: FormData, now: number): RoundRequest | 'invalid' | 'closed' {
  const roundId = String(form.get('roundId') ?? '');
  const stake = Number(form.get('stake'));
  if (!ROUND_ID.test(roundId) || !stakeOptions(session).includes(stake)) return 'invalid';
  switch (viewOf(session)) {
    case 'SPIN':
      return { roundId, kind: 'SPIN', stakeMinor: stake, choice: '' };
    case 'CRASH': {
      const target = Number(form.get('target'));
      if (!(CRASH_TARGETS as readonly number[]).includes(target)) return 'invalid';
      return { roundId, kind: 'CRASH', stakeMinor: stake, choice: String(target) };
    }
    case 'BACCARAT': {
      const bet = String(form.get('bet') ?? '');
      if (bet !== 'PLAYER' && bet !== 'BANKER' && bet !== 'TIE') return 'invalid';
      return { roundId, kind: 'BACCARAT', stakeMinor: stake, choice: bet };
    }
    case 'FIXTURES': {
      const [fixtureId = '', selection = ''] = String(form.get('pick') ?? '').split(':');
      const parsed = parseFixtureId(fixtureId);
      if (!parsed || parsed.vendor !== session.vassalage || !['HOME', 'DRAW', 'AWAY'].includes(selection)) return 'invalid';
      const fixture = fixtureAt(session.game_type as FixtureKind, parsed.vendor, parsed.index);
      if (fixture.odds100[selection as Selection] === 0) return 'invalid';
      // Bets are taken until kick-off.
      if (fixture.kickoffAt <= now) return 'closed';
      return { roundId, kind: 'FIXTURE', stakeMinor: stake, choice: selection, fixtureId: fixture.id, settlesAt: fixture.endsAt };
    }
  }
}

export async function gameAction(ctx: BrandContext): Promise<Response> {
  const now = clock(ctx.env);
  const playable = await playableSession(ctx, now);
  if ('refusal' in playable) return playable.refusal;
  const { session } = playable;
  const base = `/rgs/game/${session.token}`;
  const declared = Number(ctx.request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > MAX_FORM_BYTES) return seeOther(`${base}?error=invalid`);
  const form = await ctx.request.formData().catch(() => null);
  if (!form) return seeOther(`${base}?error=invalid`);
  const request = roundRequest(session, form, now);
  if (request === 'invalid' || request === 'closed') {
    // A repeat of a post that was already played lands on its result, whatever the form says now
    // (a valid repeat is recognised by playRound, which plays the stored round, not the form).
    const repeated = String(form.get('roundId') ?? '');
    const existing = ROUND_ID.test(repeated) ? await loadRound(ctx.env.DB, session.merchant_code, repeated) : null;
    if (existing && existing.session_token === session.token && existing.status !== 'OPEN') return seeOther(`${base}?round=${repeated}`);
    return seeOther(`${base}?error=${request}`);
  }
  let outcome;
  try {
    outcome = await playRound(ctx.env, session, request, now);
  } catch (error) {
    console.error('platform: round failed', request.roundId, error);
    return seeOther(`${base}?error=failed`);
  }
  if (outcome.ok) return seeOther(`${base}?round=${request.roundId}`);
  if (outcome.code === 'rg.limit_reached' && outcome.detail) {
    // The figures the refusal carries, for the page to say (only this player's page reads them).
    const left = Math.round(Number(outcome.detail.remaining) * 100);
    return seeOther(`${base}?error=limit&left=${left}&until=${Number(outcome.detail.resetsAt)}`);
  }
  if (outcome.code === 'bonus.max_stake' && outcome.detail) {
    const max = Math.round(Number(outcome.detail.maxStake) * 100);
    return seeOther(`${base}?error=maxStake&max=${max}`);
  }
  const key: ErrorKey =
    outcome.code === 'wallet.insufficient_balance'
      ? 'insufficient'
      : outcome.code === 'round.conflict'
        ? 'conflict'
        : outcome.code === 'rg.excluded'
          ? 'excluded'
          : outcome.code === 'kyc.required'
            ? 'verify'
            : 'failed';
  return seeOther(`${base}?error=${key}`);
}

const STYLES = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f1830;color:#f2f4fa}
main{max-width:44rem;margin:0 auto;padding:1rem 1.5rem}
.server{margin:0 0 .5rem;color:#b9c2dc;font-size:.85rem}h1{font-size:1.5rem;margin:.25rem 0}h2{font-size:1.15rem;margin:1rem 0 .5rem}
.balance strong{font-size:1.2rem}.note{color:#c9d1e8;font-size:.9rem}.alert{background:#5c1620;color:#fff;padding:.5rem .75rem;border-radius:.4rem;font-weight:600}
.result{background:#1b2a52;border-radius:.5rem;padding:.5rem 1rem;margin:1rem 0}
form{margin:1rem 0}fieldset{border:1px solid #3b4d7e;border-radius:.5rem;margin:0 0 .75rem;padding:.5rem 1rem}legend{padding:0 .25rem;font-weight:600}
fieldset label{display:block;margin:.25rem 0}select,button{font:inherit}select{padding:.3rem .5rem;border-radius:.3rem}
button{background:#f0b429;color:#1b1e28;border:0;border-radius:.5rem;padding:.6rem 1.6rem;font-weight:700;cursor:pointer}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}
table{width:100%;border-collapse:collapse;margin-top:1rem;font-size:.9rem}caption{text-align:left;font-weight:600;font-size:1.05rem;padding:.25rem 0}
th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #2d3b63;vertical-align:top}`;

/**
 * The pages' one script: it tells the frame around the page which way the game is drawn
 * (`data-orientation`) when it loads, and again whenever the frame says hello (its listener may
 * have started after this page loaded: docs/platform-protocol.md "Launching and rounds").
 */
const SCRIPT = `(function () {
  var orientation = document.documentElement.getAttribute('data-orientation');
  if (!orientation || window.parent === window) return;
  function tell(origin) { window.parent.postMessage({ type: 'game:orientation', orientation: orientation }, origin); }
  tell('*');
  window.addEventListener('message', function (event) {
    if (event.source === window.parent && event.data && event.data.type === 'game:hello') tell(event.origin);
  });
})();
`;

export async function gameScript(): Promise<Response> {
  return new Response(SCRIPT, { headers: { 'Content-Type': 'text/javascript;charset=UTF-8', 'Cache-Control': 'public, max-age=3600' } });
}

export async function gameStyles(): Promise<Response> {
  return new Response(STYLES, { headers: { 'Content-Type': 'text/css;charset=UTF-8', 'Cache-Control': 'public, max-age=3600' } });
}
