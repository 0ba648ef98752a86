/**
 * A round in transfer mode: a vendor with its own wallet plays from that wallet (the page shows it),
 * the main wallet does not move; a vendor without one still plays from the main wallet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { accountsPlatform, env, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { accountId, sessionFor } from './records-support';
import { balanceIn, Clock, gameWhere, getPage, launchQuery, launchUrl, mainBalance, postForm, roundIdIn } from './play-support';

let p: AccountsPlatform;
let clock: Clock;

async function vendorBalance(owner: number, vendor: string): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_minor FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'VENDOR' AND vendor_code = ?2")
    .bind(owner, vendor)
    .first<{ balance_minor: number }>();
  return row?.balance_minor ?? 0;
}

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  clock = new Clock(p);
  const mode = await callJson(p, '/__dev/wallet-settings', {
    method: 'PUT',
    rawHeaders: new Headers(),
    body: { walletMode: 'TRANSFER', transferVendors: ['PP'] },
  });
  expect(mode.status, JSON.stringify(mode.body)).toBe(200);
});

describe('transfer mode', () => {
  it("plays a vendor's game from the vendor's wallet", async () => {
    const id = await accountId('demo_member');
    const moved = await walletGate(p.env).execute({
      op: 'wallet.transfer',
      merchant: 'DEMO',
      accountId: id,
      key: 'play-transfer-0001',
      from: '',
      to: 'PP',
      amountMinor: 10_000,
    });
    expect(moved.ok).toBe(true);
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'RNG' AND vassalage = 'PP' AND min_bet <= 100");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    const main = await mainBalance(id);
    const page = await getPage(clock.now(), url);
    expect(balanceIn(page.html)).toBe(10_000);
    const roundId = roundIdIn(page.html);
    await postForm(clock.now(), url, { roundId, stake: 500 });
    const r = await env.DB.prepare('SELECT status, payout_minor FROM game_rounds WHERE round_id = ?1')
      .bind(roundId)
      .first<{ status: string; payout_minor: number }>();
    expect(r!.status).toBe('SETTLED');
    expect(await vendorBalance(id, 'PP')).toBe(10_000 - 500 + r!.payout_minor);
    expect(await mainBalance(id)).toBe(main);
    expect(balanceIn((await getPage(clock.now(), `${url}?round=${roundId}`)).html)).toBe(10_000 - 500 + r!.payout_minor);
    // A stake above the vendor wallet is refused even though the main wallet could pay it.
    const back = (await vendorBalance(id, 'PP')) - 100;
    expect(
      (
        await walletGate(p.env).execute({
          op: 'wallet.transfer',
          merchant: 'DEMO',
          accountId: id,
          key: 'play-transfer-0002',
          from: 'PP',
          to: '',
          amountMinor: back,
        })
      ).ok,
    ).toBe(true);
    expect(await mainBalance(id)).toBeGreaterThan(200);
    const big = await postForm(clock.now(), url, { roundId: roundIdIn((await getPage(clock.now(), url)).html), stake: 200 });
    expect(big.location).toBe(`${url}?error=insufficient`);
    expect(await vendorBalance(id, 'PP')).toBe(100);
  });

  it('plays other vendors from the main wallet', async () => {
    const id = await accountId('demo_agent');
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'RNG' AND vassalage <> 'PP' AND min_bet <= 100");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    const main = await mainBalance(id);
    const roundId = roundIdIn((await getPage(clock.now(), url)).html);
    await postForm(clock.now(), url, { roundId, stake: 100 });
    const r = await env.DB.prepare('SELECT payout_minor FROM game_rounds WHERE round_id = ?1').bind(roundId).first<{ payout_minor: number }>();
    expect(await mainBalance(id)).toBe(main - 100 + r!.payout_minor);
  });
});
