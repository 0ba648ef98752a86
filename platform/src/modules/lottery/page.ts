/**
 * The lottery game page at /rgs/lottery/<game session token>: the stand-in lottery provider's
 * page the portal frames after a launch with launchMode LOTT (game_sessions row of migration
 * 0017). Plain server-rendered HTML: the open numero with the time left (ticking in the browser,
 * reloading at the draw when nothing is typed), the bet form, the member's bets on this game with
 * their results, and the last draws. The form carries a slip key rendered into it: the key is the
 * betting request's key, so a double submit places the slip once; a placed slip answers 303 to
 * the page (POST, redirect, GET); a refused one renders the form again with the message under the
 * field and every value kept.
 */
import { rgBrand } from '../responsible-gaming/store';
import { memberSessionAlive } from '../play/rounds';
import type { Env } from '../../env';
import { now as clock } from '../../http/clock';
import { framedByTheBrandsPortals } from '../system/frame-ancestors';
import { PlatformError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import type { BaseContext, MediaRoute } from '../../http/routes';
import { playerBalances } from '../ledger/journal';
import { loadWalletSettings } from '../ledger/settings';
import { loadAccountSettings } from '../accounts/settings';
import { isTrial } from '../accounts/accounts';
import { requireNothingPending } from '../legal/gate';
import { placeSlip } from './betting';
import { lotteryGame, type LotteryGame } from './games';
import { hintFor, pageText, type PageText } from './page-text';
import { columnSuffix, htmlLang, intlLocale } from '../../http/language';
import { digitSum, isPlayId, parsePicks, PLAY_IDS } from './plays';
import { drawDigits, lotterySecret } from './results';
import { drawnPeriods, openPeriod, type Period } from './schedule';
import { settleDueLotteryBets } from './settle';

const TOKEN = /^\/rgs\/lottery\/([A-Za-z0-9_-]{8,128})$/;
const MY_BETS = 20;
const LAST_DRAWS = 10;

interface SessionRow {
  token: string;
  merchant_code: string;
  account_id: number | null;
  node_id: number;
  account_type: number;
  launch_mode: string;
  lottery_game_code: string | null;
  language: string;
  expires_at: number;
  /** The member's platform session that launched the game (the slip needs it alive). */
  platform_session_hash: string | null;
  game_code: string;
  account_type_code: number | null;
}

interface GamePageSession {
  row: SessionRow;
  game: LotteryGame;
  text: PageText;
}

interface FormValues {
  slip: string;
  numero: string;
  play: string;
  picks: string;
  unit: string;
  multiple: string;
}

type FieldErrors = Partial<Record<'form' | 'play' | 'picks' | 'unit' | 'multiple', string>>;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const money = (minor: number): string => minorToAmount(minor).toFixed(2);

/** A page's answer; who may frame it is the route's (framedByTheBrandsPortals, modules/system/frame-ancestors.ts). */
function htmlResponse(body: string, nonce: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html;charset=UTF-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

function messagePage(text: PageText, message: string, status: number): Response {
  const nonce = crypto.randomUUID().replace(/-/g, '');
  return htmlResponse(
    `<!doctype html><html lang="${htmlLang(text.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title('Lottery'))}</title><style nonce="${nonce}">${STYLE}</style></head><body><main><h1>${escapeHtml(text.title('Lottery'))}</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`,
    nonce,
    status,
  );
}

async function loadSession(env: Env, token: string, now: number): Promise<GamePageSession | Response> {
  const row = await env.DB.prepare(
    `SELECT gs.token, gs.merchant_code, gs.account_id, gs.node_id, gs.account_type, gs.launch_mode, gs.lottery_game_code, gs.language, gs.expires_at,
            gs.platform_session_hash,
            g.game_code, a.type AS account_type_code
       FROM game_sessions gs JOIN games g ON g.node_id = gs.node_id LEFT JOIN accounts a ON a.id = gs.account_id
      WHERE gs.token = ?1`,
  )
    .bind(token)
    .first<SessionRow>();
  const text = pageText(row?.language ?? 'EN');
  if (!row || row.launch_mode !== 'LOTT' || row.expires_at <= now || row.account_id === null) return messagePage(text, text.errors.sessionEnded, 404);
  const settings = await loadAccountSettings(env.DB, row.merchant_code);
  if (row.account_type !== 1 || row.account_type_code === null || isTrial(settings, row.account_type_code)) return messagePage(text, text.errors.realOnly, 403);
  // The member's own session must still be alive: logged out, timed out, past the session time limit or excluded, no more slips (docs/decisions/039).
  if (!(await memberSessionAlive(env, { ...row, account_type: 1 }, now))) return messagePage(text, text.errors.sessionEnded, 410);
  const game = await lotteryGame(env.DB, row.lottery_game_code ?? row.game_code, columnSuffix(row.language));
  if (!game) return messagePage(text, text.errors.sessionEnded, 404);
  return { row, game, text };
}

interface MyBetRow {
  round_id: string;
  numero: string;
  play_id: string;
  content: string;
  multiple: number;
  result: string | null;
  winning_picks: number | null;
  settled_at: number | null;
  stake_minor: number;
  payout_minor: number;
  status: string;
}

async function myBets(env: Env, s: GamePageSession): Promise<MyBetRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT lb.round_id, lb.numero, lb.play_id, lb.content, lb.multiple, lb.result, lb.winning_picks, lb.settled_at, b.stake_minor, b.payout_minor, b.status
       FROM lottery_bets lb JOIN bets b ON b.merchant_code = lb.merchant_code AND b.round_id = lb.round_id
      WHERE lb.merchant_code = ?1 AND lb.account_id = ?2 AND lb.node_id = ?3
      ORDER BY lb.created_at DESC, lb.draw_at DESC LIMIT ${MY_BETS}`,
  )
    .bind(s.row.merchant_code, s.row.account_id, s.game.nodeId)
    .all<MyBetRow>();
  return results;
}

function betStatus(text: PageText, bet: MyBetRow): string {
  if (bet.settled_at === null) return text.pending;
  if (bet.winning_picks === null) return text.refunded;
  return bet.winning_picks > 0 ? text.won : text.lost;
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';
}

const described = (id: string, errors: FieldErrors, key: keyof FieldErrors, hint?: string) => {
  const ids = [hint, errors[key] ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return `${ids ? ` aria-describedby="${ids}"` : ''}${errors[key] ? ' aria-invalid="true"' : ''}`;
};

function renderPage(
  env: Env,
  s: GamePageSession,
  view: {
    now: number;
    open: Period;
    draws: Period[];
    bets: MyBetRow[];
    balanceMinor: number;
    bonusMinor: number;
    values: FormValues;
    errors: FieldErrors;
    notice: string | null;
  },
  status = 200,
): Response {
  const { text, game } = s;
  const nonce = crypto.randomUUID().replace(/-/g, '');
  const secret = lotterySecret(env);
  const v = view.values;
  const secondsLeft = Math.max(0, Math.ceil((view.open.closeAt - view.now) / 1000));
  const playOptions = PLAY_IDS.map((p) => `<option value="${p}"${v.play === p ? ' selected' : ''}>${escapeHtml(text.plays[p] ?? p)}</option>`).join('');
  const draws = view.draws
    .map((p) => {
      const digits = drawDigits(secret, game.gameCode, p.numero);
      return `<tr><th scope="row">${p.numero}</th><td class="digits">${digits.join(' ')}</td><td>${digitSum(digits)}</td></tr>`;
    })
    .join('');
  const bets = view.bets
    .map(
      (b) =>
        `<tr><th scope="row">${escapeHtml(b.numero)}</th><td>${escapeHtml(text.plays[b.play_id] ?? b.play_id)}: ${escapeHtml(b.content)} ×${b.multiple}</td><td>${money(b.stake_minor)}</td><td>${b.result ? escapeHtml(b.result.replace(/,/g, ' ')) : '-'}</td><td>${escapeHtml(betStatus(text, b))}</td><td>${b.status === 'SETTLED' ? money(b.payout_minor) : '-'}</td></tr>`,
    )
    .join('');
  const body = `<!doctype html>
<html lang="${htmlLang(text.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title(game.name))}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(game.name)}</h1>
<p class="meta">${escapeHtml(game.vendorName)} · ${text.balance}: <strong>${money(view.balanceMinor + view.bonusMinor)}</strong>${view.bonusMinor > 0 ? ` (${text.bonus} ${money(view.bonusMinor)})` : ''}</p>
${view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : ''}
<section aria-labelledby="draw-heading">
<h2 id="draw-heading">${text.numero}: <span class="numero">${view.open.numero}</span></h2>
<p>${text.closesIn} <time id="countdown" datetime="PT${secondsLeft}S" data-close="${view.open.closeAt}" data-left="${secondsLeft}" role="timer" aria-live="off">${formatLeft(secondsLeft)}</time>
 · ${text.drawAt} <time datetime="${new Date(view.open.drawAt).toISOString()}">${new Date(view.open.drawAt).toISOString().slice(11, 19)} UTC</time></p>
<p id="closed-note" class="notice" role="status" hidden>${escapeHtml(text.closed)}</p>
</section>
<section aria-labelledby="bet-heading">
<h2 id="bet-heading">${text.placeBet}</h2>
${view.errors.form ? `<p class="error" role="alert" id="form-error">${escapeHtml(view.errors.form)}</p>` : ''}
<form method="post" novalidate>
<input type="hidden" name="slip" value="${escapeHtml(v.slip)}">
<input type="hidden" name="numero" value="${escapeHtml(v.numero)}">
<div class="field"><label for="play">${text.betType}</label>
<select id="play" name="play"${described('play', view.errors, 'play')}>${playOptions}</select>${fieldError('play', view.errors.play)}</div>
<div class="field"><label for="picks">${text.numbers}</label>
<input id="picks" name="picks" value="${escapeHtml(v.picks)}" autocomplete="off" inputmode="text"${described('picks', view.errors, 'picks', 'picks-hint')}>
<p class="hint" id="picks-hint">${escapeHtml(text.numbersHint(hintFor(text, isPlayId(v.play) ? v.play : 'D1')))}</p>${fieldError('picks', view.errors.picks)}</div>
<div class="field"><label for="unit">${text.unit}</label>
<input id="unit" name="unit" value="${escapeHtml(v.unit)}" inputmode="decimal" autocomplete="off"${described('unit', view.errors, 'unit')}>${fieldError('unit', view.errors.unit)}</div>
<div class="field"><label for="multiple">${text.multiple}</label>
<input id="multiple" name="multiple" value="${escapeHtml(v.multiple)}" inputmode="numeric" autocomplete="off"${described('multiple', view.errors, 'multiple')}>${fieldError('multiple', view.errors.multiple)}</div>
<button type="submit">${text.place}</button>
</form>
<p class="hint">${escapeHtml(text.rules)}</p>
</section>
<section aria-labelledby="mine-heading">
<h2 id="mine-heading">${text.myBets}</h2>
${
  bets
    ? `<table><thead><tr><th scope="col">${text.numero}</th><th scope="col">${text.betType}</th><th scope="col">${text.stake}</th><th scope="col">${text.result}</th><th scope="col">${text.status}</th><th scope="col">${text.win}</th></tr></thead><tbody>${bets}</tbody></table>`
    : `<p>${text.noBets}</p>`
}
</section>
<section aria-labelledby="draws-heading">
<h2 id="draws-heading">${text.lastDraws}</h2>
${draws ? `<table><thead><tr><th scope="col">${text.numero}</th><th scope="col">${text.result}</th><th scope="col">${text.sum}</th></tr></thead><tbody>${draws}</tbody></table>` : `<p>${text.noDraws}</p>`}
</section>
</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
  return htmlResponse(body, nonce, status);
}

function formatLeft(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const sec = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Ticks the countdown from the server's seconds left (no trust in the browser's clock); at zero reloads unless the form holds typed values. */
const SCRIPT = `(function(){var t=document.getElementById('countdown');if(!t)return;var left=Number(t.getAttribute('data-left'));var start=Date.now();var form=document.querySelector('form');var typed=false;if(form){form.addEventListener('input',function(){typed=true;});}
function fmt(s){var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;var mm=(m<10?'0':'')+m,ss=(x<10?'0':'')+x;return h>0?h+':'+mm+':'+ss:mm+':'+ss;}
var timer=setInterval(function(){var s=Math.max(0,left-Math.floor((Date.now()-start)/1000));t.textContent=fmt(s);t.setAttribute('datetime','PT'+s+'S');if(s===0){clearInterval(timer);if(typed){document.getElementById('closed-note').hidden=false;}else{setTimeout(function(){location.replace(location.pathname);},1500);}}},1000);})();`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#0f172a;color:#f1f5f9;line-height:1.45}main{max-width:44rem;margin:0 auto;padding:1rem}h1{font-size:1.4rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.2rem 0 .4rem}.meta,.hint{color:#cbd5e1;font-size:.9rem}.numero{font-variant-numeric:tabular-nums;color:#fde68a}#countdown{font-weight:700;font-variant-numeric:tabular-nums;color:#fde68a}.field{margin:.6rem 0}label{display:block;font-weight:600;margin-bottom:.2rem}input,select{font:inherit;padding:.4rem .5rem;border-radius:.3rem;border:1px solid #94a3b8;background:#1e293b;color:#f8fafc;min-width:12rem}button{font:inherit;font-weight:700;padding:.5rem 1.2rem;border-radius:.3rem;border:0;background:#fbbf24;color:#111827;cursor:pointer}button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #38bdf8;outline-offset:2px}.error{color:#fecaca;font-weight:600;margin:.2rem 0}.notice{background:#14532d;color:#dcfce7;padding:.5rem .7rem;border-radius:.3rem}table{border-collapse:collapse;width:100%;font-size:.92rem}th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #334155}.digits{font-variant-numeric:tabular-nums;letter-spacing:.15em}`;

function newValues(open: Period): FormValues {
  return { slip: crypto.randomUUID(), numero: open.numero, play: 'D5', picks: '', unit: '1.00', multiple: '1' };
}

async function pageView(env: Env, s: GamePageSession, now: number) {
  const accountId = s.row.account_id as number;
  await settleDueLotteryBets(env, now, { merchant: s.row.merchant_code, accountId }, 50);
  const [bets, balances, wallet] = await Promise.all([
    myBets(env, s),
    playerBalances(env.DB, s.row.merchant_code, accountId),
    loadWalletSettings(env.DB, s.row.merchant_code),
  ]);
  // The wallet the ledger plays this vendor from (commands.ts playWallet).
  const vendorWallet = wallet.walletMode === 'TRANSFER' && wallet.transferVendors.includes(s.game.vassalage);
  return {
    now,
    open: openPeriod(s.game.schedule, now),
    draws: drawnPeriods(s.game.schedule, now, LAST_DRAWS),
    bets,
    balanceMinor: balances.get(vendorWallet ? `VENDOR:${s.game.vassalage}` : 'MAIN') ?? 0,
    // The bonus wallet plays in the main wallet only (docs/decisions/067): a slip may take from it too.
    bonusMinor: vendorWallet ? 0 : (balances.get('BONUS') ?? 0),
  };
}

async function getPage(ctx: BaseContext): Promise<Response> {
  const now = clock(ctx.env);
  const s = await loadSession(ctx.env, ctx.params[0] ?? '', now);
  if (s instanceof Response) return s;
  const view = await pageView(ctx.env, s, now);
  const placed = ctx.url.searchParams.get('placed');
  let notice: string | null = null;
  if (placed && /^[A-Za-z0-9_.:-]{8,80}$/.test(placed)) {
    const row = await ctx.env.DB.prepare(
      'SELECT COUNT(*) AS n, MIN(numero) AS numero FROM lottery_bets WHERE merchant_code = ?1 AND account_id = ?2 AND request_id = ?3',
    )
      .bind(s.row.merchant_code, s.row.account_id, placed)
      .first<{ n: number; numero: string | null }>();
    if (row && row.n > 0 && row.numero) notice = s.text.placed(row.n, row.numero);
  }
  return renderPage(ctx.env, s, { ...view, values: newValues(view.open), errors: {}, notice });
}

const AMOUNT = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

async function postBet(ctx: BaseContext): Promise<Response> {
  const now = clock(ctx.env);
  const s = await loadSession(ctx.env, ctx.params[0] ?? '', now);
  if (s instanceof Response) return s;
  const { text, game } = s;
  const form = await ctx.request.formData().catch(() => new FormData());
  const field = (name: string) => String(form.get(name) ?? '').slice(0, 800);
  const values: FormValues = {
    slip: field('slip'),
    numero: field('numero'),
    play: field('play'),
    picks: field('picks'),
    unit: field('unit').trim(),
    multiple: field('multiple').trim(),
  };
  const errors: FieldErrors = {};
  if (!/^[A-Za-z0-9_.:-]{8,80}$/.test(values.slip)) values.slip = crypto.randomUUID();
  if (!isPlayId(values.play)) errors.play = text.errors.play;
  else {
    const picks = parsePicks(values.play, values.picks);
    if (!picks.ok) errors.picks = text.errors.picks(hintFor(text, values.play));
  }
  const amount = AMOUNT.exec(values.unit);
  const unitMinor = amount ? Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0')) : 0;
  if (unitMinor <= 0) errors.unit = text.errors.amount;
  const multiple = /^\d{1,3}$/.test(values.multiple) ? Number(values.multiple) : 0;
  if (multiple < 1 || multiple > 100) errors.multiple = text.errors.multiple;

  const again = async (status: number) => renderPage(ctx.env, s, { ...(await pageView(ctx.env, s, now)), values, errors, notice: null }, status);
  if (Object.keys(errors).length > 0) return again(422);
  try {
    // A version of the terms or the privacy policy may have taken effect since the launch (docs/decisions/060).
    await requireNothingPending(ctx.env.DB, s.row.merchant_code, s.row.account_id as number, now);
    await placeSlip(
      ctx.env,
      {
        merchant: s.row.merchant_code,
        accountId: s.row.account_id as number,
        requestId: values.slip,
        contents: [
          {
            gameId: game.gameCode,
            playId: values.play,
            bettingContent: values.picks,
            unitMinor,
            winStop: false,
            numeros: [{ numero: values.numero, multiple }],
          },
        ],
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const open = openPeriod(game.schedule, now);
    switch (error.errorCode) {
      case 'lottery.numero_closed':
        errors.form = text.errors.numeroClosed(values.numero, open.numero);
        values.numero = open.numero;
        break;
      case 'wallet.insufficient_balance':
        errors.unit = text.errors.insufficient;
        break;
      case 'wallet.below_minimum':
        errors.unit = text.errors.belowMinimum(money(game.minBetMinor));
        break;
      case 'wallet.above_maximum':
        errors.unit = text.errors.aboveMaximum(money(1_000_000));
        break;
      case 'wallet.amount_invalid':
        errors.unit = text.errors.amount;
        break;
      case 'bonus.max_stake': {
        // The active bonus's largest stake (docs/decisions/067), as the refusal carries it.
        const max = Number((error.value as { maxStake?: number } | undefined)?.maxStake ?? 0);
        errors.unit = text.errors.bonusMaxStake(money(Math.round(max * 100)));
        break;
      }
      case 'rg.limit_reached': {
        // The member's own limit (docs/decisions/039): what it leaves and when its period resets, in the brand's zone.
        const detail = (error.value ?? {}) as { remaining?: number; resetsAt?: number };
        const { zone } = await rgBrand(ctx.env.DB, s.row.merchant_code);
        const until = new Intl.DateTimeFormat(intlLocale(text.lang), { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(
          Number(detail.resetsAt ?? now),
        );
        errors.form = text.errors.limit(Number(detail.remaining ?? 0).toFixed(2), until);
        break;
      }
      case 'rg.excluded':
        errors.form = text.errors.excluded;
        break;
      case 'kyc.required':
        errors.form = text.errors.verify;
        break;
      case 'legal.acceptance_needed':
        errors.form = text.errors.terms;
        break;
      case 'request_param_err':
        // A numero that is not this game's (a tampered form): the open one takes its place.
        errors.form = text.errors.numeroClosed(values.numero.slice(0, 20), open.numero);
        values.numero = open.numero;
        break;
      default:
        errors.form = text.errors.busy;
    }
    // A refused slip moved nothing: a new key for the corrected one (the old key stays unused).
    if (error.errorCode !== 'wallet.idempotency_key_reused') values.slip = crypto.randomUUID();
    return again(422);
  }
  return new Response(null, {
    status: 303,
    headers: { Location: `/rgs/lottery/${s.row.token}?placed=${encodeURIComponent(values.slip)}`, 'Cache-Control': 'no-store' },
  });
}

export const lotteryPageRoutes: MediaRoute[] = [
  { kind: 'media', path: TOKEN, faultKey: '/rgs/lottery', methods: { GET: framedByTheBrandsPortals(getPage), POST: framedByTheBrandsPortals(postBet) } },
];
