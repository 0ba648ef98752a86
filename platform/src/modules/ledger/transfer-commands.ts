/**
 * Transfer commands: between the member's own wallets (main and a vendor's, in transfer mode) and
 * from one player to another in two halves, each in its own player's lock.
 */
import { guardKyc } from '../kyc/gate';
import { done, fail, keyed, nextId, refused, validAmount, type CommandContext } from './command-context';
import { brandAccount, move, player, playerBalances, postingStatements, vendorWallet, type AccountRef, type EntryDraft } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';

function walletAccount(ctx: CommandContext, owner: number, code: string): AccountRef | null {
  if (code === '') return player(owner);
  return ctx.settings.transferVendors.includes(code) ? vendorWallet(owner, code) : null;
}

export async function walletTransfer(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'wallet.transfer' }>): Promise<MoneyResult<{ transferId: number }>> {
  const request = {
    merchant: c.merchant,
    accountId: c.accountId,
    key: c.key,
    operation: 'wallet.transfer',
    body: { from: c.from, to: c.to, amount: c.amountMinor },
  };
  return keyed(ctx, request, async () => {
    if (ctx.settings.walletMode !== 'TRANSFER') return fail('wallet.transfer_mode_off');
    if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
    const from = walletAccount(ctx, c.accountId, c.from);
    const to = walletAccount(ctx, c.accountId, c.to);
    if (!from || !to) return fail('wallet.unknown_wallet');
    if (c.from === c.to) return fail('wallet.same_wallet');
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    const available = balances.get(c.from === '' ? 'MAIN' : `VENDOR:${c.from}`) ?? 0;
    if (available < c.amountMinor) return fail('wallet.insufficient_balance');
    const id = await nextId(ctx.db, 'transfers');
    return done({
      statements: [
        ctx.db
          .prepare(
            `INSERT INTO transfers (id, merchant_code, kind, from_account_id, to_account_id, from_wallet, to_wallet, amount_minor, status, created_at, completed_at)
             VALUES (?1, ?2, 'WALLET', ?3, ?3, ?4, ?5, ?6, 'COMPLETED', ?7, ?7)`,
          )
          .bind(id, c.merchant, c.accountId, c.from, c.to, c.amountMinor, ctx.now),
        ...postingStatements(ctx.books, { kind: 'WALLET_TRANSFER', key: `transfer:${id}`, reference: `transfer:${id}`, lines: move(from, to, c.amountMinor) }),
      ],
      answer: { transferId: id },
    });
  });
}

/** "All to main": every vendor wallet's balance back to the main wallet, as one entry. */
export async function allToMain(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'wallet.allToMain' }>): Promise<MoneyResult<{ movedMinor: number }>> {
  const request = { merchant: c.merchant, accountId: c.accountId, key: c.key, operation: 'wallet.allToMain', body: {} };
  return keyed(ctx, request, async () => {
    if (ctx.settings.walletMode !== 'TRANSFER') return fail('wallet.transfer_mode_off');
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    const lines = [...balances]
      .filter(([name, amount]) => name.startsWith('VENDOR:') && amount > 0)
      .map(([name, amount]) => ({ account: vendorWallet(c.accountId, name.slice('VENDOR:'.length)), amount: -amount }));
    const moved = -lines.reduce((sum, line) => sum + line.amount, 0);
    if (moved === 0) return done({ statements: [], answer: { movedMinor: 0 } });
    const entry: EntryDraft = {
      kind: 'WALLET_TRANSFER',
      key: `all-to-main:${c.accountId}:${c.key}`,
      lines: [...lines, { account: player(c.accountId), amount: moved }],
    };
    return done({ statements: postingStatements(ctx.books, entry), answer: { movedMinor: moved } });
  });
}

/**
 * Player to player, first half (in the sender's lock): sender → TRANSIT, transfer DEBITED. The
 * second half runs in the receiver's lock; a crash between them leaves the money in TRANSIT,
 * visible, and the sweep (transfer/transfers-in-flight.ts, run by transfer/sweep.ts) completes it.
 */
export async function sendToPlayer(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'player.send' }>): Promise<MoneyResult<{ transferId: number }>> {
  const request = { merchant: c.merchant, accountId: c.accountId, key: c.key, operation: 'player.send', body: { to: c.toAccountId, amount: c.amountMinor } };
  return keyed(ctx, request, async () => {
    if (!validAmount(c.amountMinor)) return fail('wallet.amount_invalid');
    if (c.toAccountId === c.accountId) return fail('wallet.recipient_invalid');
    if (!c.exempt && c.amountMinor < ctx.settings.transferMinMinor) return fail('wallet.below_minimum');
    if (!c.exempt && c.amountMinor > ctx.settings.transferMaxMinor) return fail('wallet.above_maximum');
    // Money sent to another player leaves the account as a withdrawal would: a brand that verifies
    // before paying out holds it too (docs/decisions/057), or a verified friend would withdraw it.
    if (!c.exempt) {
      const unverified = await guardKyc(ctx.db, c.merchant, c.accountId, 'WITHDRAW', ctx.now);
      if (unverified) return refused(unverified);
    }
    const balances = await playerBalances(ctx.db, c.merchant, c.accountId);
    if ((balances.get('MAIN') ?? 0) < c.amountMinor) return fail('wallet.insufficient_balance');
    const id = await nextId(ctx.db, 'transfers');
    return done({
      statements: [
        ctx.db
          .prepare(
            `INSERT INTO transfers (id, merchant_code, kind, from_account_id, to_account_id, amount_minor, status, created_at)
             VALUES (?1, ?2, 'PLAYER', ?3, ?4, ?5, 'DEBITED', ?6)`,
          )
          .bind(id, c.merchant, c.accountId, c.toAccountId, c.amountMinor, ctx.now),
        ...postingStatements(ctx.books, {
          kind: 'PLAYER_TRANSFER_OUT',
          key: `transfer:${id}:out`,
          reference: `transfer:${id}`,
          lines: move(player(c.accountId), brandAccount('TRANSIT'), c.amountMinor),
        }),
      ],
      answer: { transferId: id },
    });
  });
}

export async function receiveFromPlayer(ctx: CommandContext, c: Extract<MoneyCommand, { op: 'player.receive' }>): Promise<MoneyResult<{ status: string }>> {
  const row = await ctx.db
    .prepare("SELECT id, to_account_id, amount_minor, status FROM transfers WHERE id = ?1 AND merchant_code = ?2 AND kind = 'PLAYER'")
    .bind(c.transferId, c.merchant)
    .first<{ id: number; to_account_id: number; amount_minor: number; status: string }>();
  if (!row || row.to_account_id !== c.accountId) return fail('wallet.not_found');
  if (row.status === 'COMPLETED') return done({ status: 'COMPLETED' });
  await ctx.db.batch([
    ctx.db.prepare("UPDATE transfers SET status = 'COMPLETED', completed_at = ?2 WHERE id = ?1 AND status = 'DEBITED'").bind(row.id, ctx.now),
    ...postingStatements(ctx.books, {
      kind: 'PLAYER_TRANSFER_IN',
      key: `transfer:${row.id}:in`,
      reference: `transfer:${row.id}`,
      lines: move(brandAccount('TRANSIT'), player(c.accountId), row.amount_minor),
    }),
  ]);
  return done({ status: 'COMPLETED' });
}
