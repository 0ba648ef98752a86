/**
 * The bonus wallet's money (docs/decisions/067-bonus-wallet.md): a bonus with a turnover credited
 * as a grant to the member's BONUS account, a grant's end (released to cash, forfeited or expired
 * back to the brand, or spent), and the next queued grant started. Rounds move the meter in their
 * own batch (bet-commands.ts); these run in the member's wallet lock like every command.
 */
import { activateGrant, endGrant, grantByKey, grantState, insertGrant, loadBonusSettings, type Grant, type GrantState } from '../bonus-wallet/grants';
import { done, fail, type CommandContext } from './command-context';
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
  const required = Math.round(b.amountMinor * b.turnoverMultiplier);
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
 * The active grant's end: RELEASED moves `movedMinor` from the BONUS account to cash, FORFEITED and
 * EXPIRED move it back to the brand, SPENT moves nothing; then the oldest queued grant starts (its
 * money credited). Keyed by the grant: an end is posted once.
 */
export function endingStatements(
  ctx: CommandContext,
  state: Pick<GrantState, 'queued'>,
  grant: Grant,
  end: { status: 'RELEASED' | 'FORFEITED' | 'EXPIRED' | 'SPENT'; doneMinor: number; movedMinor: number },
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
  if (state.queued)
    statements.push(activateGrant(ctx.db, state.queued, ctx.now), ...creditStatements(ctx, grant.accountId, state.queued.entryKey, state.queued.amountMinor));
  return statements;
}

/**
 * Brings the member's grants up to date before money moves: an active grant past its expiry
 * forfeits what its BONUS account holds; a queued grant starts when none is active. Returns the
 * state the command then decides by (read again only when something changed).
 */
export async function reviewGrants(ctx: CommandContext, accountId: number, state?: GrantState): Promise<GrantState> {
  const current = state ?? (await grantState(ctx.db, ctx.books.merchant, accountId));
  const statements: D1PreparedStatement[] = [];
  if (current.active && current.active.expiresAt !== null && current.active.expiresAt <= ctx.now) {
    const bonus = (await playerBalances(ctx.db, ctx.books.merchant, accountId)).get('BONUS') ?? 0;
    statements.push(...endingStatements(ctx, current, current.active, { status: 'EXPIRED', doneMinor: current.active.turnoverDoneMinor, movedMinor: bonus }));
  } else if (!current.active && current.queued) {
    statements.push(activateGrant(ctx.db, current.queued, ctx.now), ...creditStatements(ctx, accountId, current.queued.entryKey, current.queued.amountMinor));
  }
  if (!statements.length) return current;
  await ctx.db.batch(statements);
  return grantState(ctx.db, ctx.books.merchant, accountId);
}

/** `bonus.review`: the minute's sweep (expiry) and any caller that wants the grants up to date. */
export async function reviewBonus(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'bonus.review' }>): Promise<MoneyResult<{ changed: boolean }>> {
  const before = await grantState(ctx.db, c.merchant, c.accountId);
  const after = await reviewGrants(ctx, c.accountId, before);
  return done({ changed: after !== before });
}

/**
 * `bonus.forfeit`: the member gives up the active grant (asked with a withdrawal before its
 * turnover is met, or on its own), its BONUS balance back to the brand. `grantId`, when given, must
 * be the active grant: a page that showed another answers "changed", never forfeits the wrong one.
 */
export async function forfeitBonus(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'bonus.forfeit' }>,
): Promise<MoneyResult<{ grantId: number; forfeitedMinor: number }>> {
  const state = await reviewGrants(ctx, c.accountId);
  const grant = state.active;
  if (!grant) return fail('wallet.not_found', 'no active bonus');
  if (c.grantId !== undefined && c.grantId !== grant.id) return fail('wallet.state_conflict', 'the active bonus changed');
  const bonus = (await playerBalances(ctx.db, c.merchant, c.accountId)).get('BONUS') ?? 0;
  await ctx.db.batch(endingStatements(ctx, state, grant, { status: 'FORFEITED', doneMinor: grant.turnoverDoneMinor, movedMinor: bonus }));
  return done({ grantId: grant.id, forfeitedMinor: bonus });
}
