/**
 * The bonus wallet's money (docs/decisions/067-bonus-wallet.md): a bonus with a turnover credited
 * as a grant to the member's BONUS account, a grant's end (released to cash, forfeited or expired
 * back to the brand, or spent), and the next queued grant started. Rounds move the meter in their
 * own batch (bet-commands.ts); these run in the member's wallet lock like every command.
 */
import {
  activateGrant,
  cancelQueued,
  endGrant,
  grantByKey,
  grantExpired,
  grantState,
  insertGrant,
  loadBonusSettings,
  type Grant,
  type GrantState,
} from '../bonus-wallet/grants';
import { exclusionInForce } from '../responsible-gaming/store';
import { done, fail, keyed, type CommandContext } from './command-context';
import { brandAccount, move, player, playerBalances, postingStatements, type EntryKind } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';

/**
 * The statements that pay a bonus: to cash (a brand without the bonus wallet, or a bonus without a
 * turnover), or as a grant whose money goes to the BONUS account now (no other grant active) or
 * when it starts (queued). The caller has checked the key was not paid before.
 */
export async function bonusPayment(
  ctx: CommandContext,
  b: { accountId: number; key: string; reference?: string; amountMinor: number; turnoverMultiplier: number },
): Promise<D1PreparedStatement[]> {
  const cash = () =>
    postingStatements(ctx.books, {
      kind: 'BONUS',
      key: b.key,
      reference: b.reference,
      lines: move(brandAccount('BONUSES'), player(b.accountId), b.amountMinor),
    });
  if (!(b.turnoverMultiplier > 0)) return cash();
  const settings = await loadBonusSettings(ctx.db, ctx.books.merchant);
  if (!settings.enabled) return cash();
  const state = await grantState(ctx.db, ctx.books.merchant, b.accountId);
  const active = state.active === null;
  // At least a minor unit (a fractional multiplier of a small bonus could round to nothing).
  const required = Math.max(1, Math.ceil(b.amountMinor * b.turnoverMultiplier));
  return [
    insertGrant(ctx.db, {
      merchant: ctx.books.merchant,
      accountId: b.accountId,
      key: b.key,
      amountMinor: b.amountMinor,
      requiredMinor: required,
      settings,
      active,
      now: ctx.now,
    }),
    ...(active ? creditStatements(ctx, b.accountId, b.key, b.amountMinor, b.reference) : []),
  ];
}

/** Whether a bonus under this key was paid (posted) or granted (perhaps still queued). */
export async function bonusKeyUsed(ctx: CommandContext, key: string): Promise<boolean> {
  const [posted, grant] = await Promise.all([
    ctx.db.prepare('SELECT 1 AS found FROM journal_entries WHERE merchant_code = ?1 AND entry_key = ?2').bind(ctx.books.merchant, key).first(),
    grantByKey(ctx.db, ctx.books.merchant, key),
  ]);
  return posted !== null || grant !== null;
}

const creditStatements = (ctx: CommandContext, accountId: number, key: string, amountMinor: number, reference?: string) =>
  postingStatements(ctx.books, {
    kind: 'BONUS',
    key,
    reference: reference ?? key,
    lines: move(brandAccount('BONUSES'), player(accountId, 'BONUS'), amountMinor),
  });

/**
 * Whether the member's next queued grant may start now: never during a time-out, self-exclusion or
 * closure (ADR 039: no incentive then; it waits, uncredited, and starts at the first review after).
 * Read only when one is queued.
 */
export async function nextMayStart(ctx: CommandContext, accountId: number, state: Pick<GrantState, 'queued'>): Promise<boolean> {
  if (!state.queued) return false;
  return (await exclusionInForce(ctx.db, accountId, ctx.now)) === null;
}

/**
 * The active grant's end: RELEASED moves `movedMinor` from the BONUS account to cash, FORFEITED and
 * EXPIRED move it back to the brand, SPENT moves nothing; then, when `startNext`, the oldest queued
 * grant starts (its money credited). Keyed by the grant: an end is posted once.
 */
export function endingStatements(
  ctx: CommandContext,
  state: Pick<GrantState, 'queued'>,
  grant: Grant,
  end: { status: 'RELEASED' | 'FORFEITED' | 'EXPIRED' | 'SPENT'; doneMinor: number; movedMinor: number },
  startNext: boolean,
): D1PreparedStatement[] {
  const statements = [endGrant(ctx.db, grant, { status: end.status, doneMinor: end.doneMinor, endedMinor: end.movedMinor, now: ctx.now })];
  if (end.movedMinor > 0 && end.status !== 'SPENT') {
    const released = end.status === 'RELEASED';
    const kind: EntryKind = released ? 'BONUS_RELEASE' : 'BONUS_FORFEIT';
    statements.push(
      ...postingStatements(ctx.books, {
        kind,
        key: `bonus-grant:${grant.id}:${released ? 'release' : 'forfeit'}`,
        reference: grant.entryKey,
        lines: move(player(grant.accountId, 'BONUS'), released ? player(grant.accountId) : brandAccount('BONUSES'), end.movedMinor),
      }),
    );
  }
  if (startNext && state.queued) statements.push(...startStatements(ctx, grant.accountId, state.queued));
  return statements;
}

const startStatements = (ctx: CommandContext, accountId: number, queued: Grant) => [
  activateGrant(ctx.db, queued, ctx.now),
  ...creditStatements(ctx, accountId, queued.entryKey, queued.amountMinor),
];

/**
 * Brings the member's grants up to date before money moves: an active grant past its expiry
 * forfeits what its BONUS account holds; a queued grant starts when none is active (and no
 * exclusion is in force). Returns the state the command then decides by (read again only when
 * something changed).
 */
export async function reviewGrants(ctx: CommandContext, accountId: number, state?: GrantState): Promise<GrantState> {
  const current = state ?? (await grantState(ctx.db, ctx.books.merchant, accountId));
  const statements: D1PreparedStatement[] = [];
  if (current.active && grantExpired(current.active, ctx.now)) {
    const [bonus, startNext] = await Promise.all([bonusBalance(ctx, accountId), nextMayStart(ctx, accountId, current)]);
    statements.push(
      ...endingStatements(ctx, current, current.active, { status: 'EXPIRED', doneMinor: current.active.turnoverDoneMinor, movedMinor: bonus }, startNext),
    );
  } else if (!current.active && current.queued && (await nextMayStart(ctx, accountId, current))) {
    statements.push(...startStatements(ctx, accountId, current.queued));
  }
  if (!statements.length) return current;
  await ctx.db.batch(statements);
  return grantState(ctx.db, ctx.books.merchant, accountId);
}

const bonusBalance = async (ctx: CommandContext, accountId: number) => (await playerBalances(ctx.db, ctx.books.merchant, accountId)).get('BONUS') ?? 0;

/** `bonus.review`: the minute's sweep (expiry) and any caller that wants the grants up to date. */
export async function reviewBonus(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'bonus.review' }>): Promise<MoneyResult<{ changed: boolean }>> {
  const before = await grantState(ctx.db, c.merchant, c.accountId);
  const after = await reviewGrants(ctx, c.accountId, before);
  return done({ changed: after !== before });
}

/**
 * `bonus.forfeit`: the member gives up the active grant (on its own, from the bonus details), its
 * BONUS balance back to the brand. `grantId`, when given, must be the active grant: a page that
 * showed another answers "changed", never forfeits the wrong one. `key` (the form's request id)
 * makes a repeat of the same request (a double click, a form posted again) answer what the first
 * forfeit moved, moving nothing: keyed on the request, not on the grant's status, which a
 * withdrawal's forfeit or a closure also writes. `all` (an account's closure: privacy/erasure.ts):
 * the queued grants are cancelled too, and none starts.
 */
export async function forfeitBonus(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'bonus.forfeit' }>): Promise<MoneyResult<ForfeitAnswer>> {
  if (c.key === undefined) {
    const decision = await forfeitDecision(ctx, c);
    if (!decision.ok) return decision;
    if (decision.value.statements.length) await ctx.db.batch(decision.value.statements);
    return done(decision.value.answer);
  }
  const request = { merchant: c.merchant, accountId: c.accountId, key: c.key, operation: 'bonus.forfeit', body: { grantId: c.grantId, all: c.all } };
  return keyed(ctx, request, () => forfeitDecision(ctx, c));
}

type ForfeitAnswer = { grantId: number | null; forfeitedMinor: number };

async function forfeitDecision(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'bonus.forfeit' }>,
): Promise<MoneyResult<{ statements: D1PreparedStatement[]; answer: ForfeitAnswer }>> {
  const state = c.all ? await grantState(ctx.db, c.merchant, c.accountId) : await reviewGrants(ctx, c.accountId);
  const grant = state.active;
  if (!grant && !(c.all && state.queued)) {
    return c.all ? done({ statements: [], answer: { grantId: null, forfeitedMinor: 0 } }) : fail('wallet.not_found', 'no active bonus');
  }
  if (grant && c.grantId !== undefined && c.grantId !== grant.id) return fail('wallet.state_conflict', 'the active bonus changed');
  const bonus = grant ? await bonusBalance(ctx, c.accountId) : 0;
  const startNext = !c.all && (await nextMayStart(ctx, c.accountId, state));
  const statements = [
    ...(grant ? endingStatements(ctx, state, grant, { status: 'FORFEITED', doneMinor: grant.turnoverDoneMinor, movedMinor: bonus }, startNext) : []),
    ...(c.all ? [cancelQueued(ctx.db, c.merchant, c.accountId, ctx.now)] : []),
  ];
  return done({ statements, answer: { grantId: grant?.id ?? null, forfeitedMinor: bonus } });
}
