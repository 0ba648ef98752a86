/**
 * Seeding the demo accounts (DEV_TOOLS = "1"):
 * - POST /__dev/seed-accounts (`?merchant=`, else the Merchant header, else DEMO): creates or
 *   refreshes a seeded brand's demo accounts (seed/brand-accounts.ts) and its account rules (idempotent: passwords, types, parents, contact data, avatars and
 *   opening balances and demo_member's welcome points are posted once, never reset; their known IPs are forgotten so the next login asks no second step;
 *   each has accepted the terms and privacy versions in force).
 *   Avatars: demo_member's and demo_agent's are generated pictures (seed/accounts.ts
 *   DEMO_AVATARS), the others have none.
 */
import { BRAND_ACCOUNTS } from '#platform/seed/brand-accounts';
import { demoMemberPointsSql } from '#platform/seed/points';
import { HISTORY_DAYS } from './history';
import { now as clock } from '../../http/clock';
import { ok, paramError } from '../../http/envelope';
import type { BaseContext } from '../../http/routes';
import { devMerchant } from '../../http/dev-merchant';
import { walletGate } from '../wallet/wallet-gate';
import { hashPassword } from '../session/password';
import { seededAcceptanceStatements } from '../legal/store';

export async function seedAccounts(ctx: BaseContext): Promise<Response> {
  const db = ctx.env.DB;
  const now = clock(ctx.env);
  const requested = devMerchant(ctx);
  const brandAccounts = BRAND_ACCOUNTS[requested];
  if (!brandAccounts) throw paramError(`merchant: no demo accounts for ${requested}`);
  const { settings: s, accounts: DEMO_ACCOUNTS } = brandAccounts;
  const merchant = s.merchant_code;
  const brand = await db.prepare('SELECT merchant_code FROM brands WHERE merchant_code = ?1').bind(merchant).first();
  if (!brand) throw paramError(`merchant: brand ${merchant} is not seeded yet (apply the platform seed first)`);
  const columns = Object.keys(s);
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO brand_account_settings (${columns.join(', ')}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(', ')})
         ON CONFLICT (merchant_code) DO UPDATE SET ${columns
           .slice(1)
           .map((c) => `${c} = excluded.${c}`)
           .join(', ')}`,
      )
      .bind(...Object.values(s)),
  ];
  // Hash one after the other: PBKDF2 is CPU-bound, parallel promises would not be faster.
  for (const a of DEMO_ACCOUNTS) {
    const h = await hashPassword(ctx.env, a.password);
    statements.push(
      db
        .prepare(
          `INSERT INTO accounts (merchant_code, username, nickname, type, parent_id, affiliate_code, password_algorithm,
             password_iterations, password_salt, password_hash, password_changed_at, country_dialing_code, mobile_num, email,
             payee_name, avatar, profile, created_at)
           VALUES (?1, ?2, ?3, ?4, (SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?5), ?6, ?7, ?8, ?9, ?10, ?11,
             ?12, ?13, ?14, ?15, ?16, '{"registerMethod":"SEED"}', ?17)
           ON CONFLICT (merchant_code, username) DO UPDATE SET nickname = excluded.nickname, type = excluded.type,
             parent_id = excluded.parent_id, affiliate_code = excluded.affiliate_code, status = 'ACTIVE',
             password_algorithm = excluded.password_algorithm, password_iterations = excluded.password_iterations,
             password_salt = excluded.password_salt, password_hash = excluded.password_hash,
             password_changed_at = excluded.password_changed_at, country_dialing_code = excluded.country_dialing_code,
             mobile_num = excluded.mobile_num, email = excluded.email, payee_name = excluded.payee_name, avatar = excluded.avatar`,
        )
        .bind(
          merchant,
          a.username,
          a.nickname,
          a.type,
          a.parent,
          a.affiliateCode,
          h.algorithm,
          h.iterations,
          h.salt,
          h.hash,
          now,
          a.countryDialingCode,
          a.mobileNum,
          a.email,
          a.payeeName,
          a.avatar,
          // Members since before their seeded history (POST /__dev/seed-history goes HISTORY_DAYS back).
          now - (HISTORY_DAYS + 1) * 86_400_000,
        ),
      db.prepare('DELETE FROM account_ips WHERE account_id = (SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2)').bind(merchant, a.username),
    );
  }
  await db.batch(statements);
  // Opening balances are posted once (key "opening:<id>"): starting again never resets money a
  // demo account has since won, lost, deposited or withdrawn.
  const gate = walletGate(ctx.env);
  for (const a of DEMO_ACCOUNTS) {
    if (a.balanceMinor <= 0) continue;
    const row = await db.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(merchant, a.username).first<{ id: number }>();
    if (!row) continue;
    const opened = await gate.execute({
      op: 'adjust',
      merchant,
      accountId: row.id,
      key: `opening:${row.id}`,
      amountMinor: a.balanceMinor,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    if (!opened.ok) throw new Error(`opening balance of ${a.username}: ${opened.code}`);
  }
  // The opening balance is the first line of an account's record: it dates from the account's
  // creation, before the seeded history (posted now, it would be the newest line). Only an
  // opening still alone on its account is moved, so a balance that has since moved is never reordered.
  await db
    .prepare(
      `UPDATE journal_entries SET created_at = (SELECT a.created_at FROM accounts a WHERE a.id = CAST(substr(journal_entries.entry_key, 9) AS INTEGER))
        WHERE merchant_code = ?1 AND kind = 'OPENING' AND entry_key LIKE 'opening:%'
          AND NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id <> journal_entries.id
                            AND l.owner_id = CAST(substr(journal_entries.entry_key, 9) AS INTEGER))`,
    )
    .bind(merchant)
    .run();
  await db
    .prepare(
      `UPDATE journal_lines SET created_at = (SELECT e.created_at FROM journal_entries e WHERE e.id = journal_lines.entry_id)
        WHERE merchant_code = ?1 AND entry_kind = 'OPENING'
          AND created_at <> (SELECT e.created_at FROM journal_entries e WHERE e.id = journal_lines.entry_id)`,
    )
    .bind(merchant)
    .run();
  // The demo accounts are players of long standing: they read the safer-gambling notice, declined a
  // deposit limit and reviewed their limits long ago (docs/decisions/058), once; a new registration is
  // prompted. Answers they give later are kept.
  await db.batch(
    (['NOTICE:SEEN', 'DEPOSIT_LIMIT:SKIPPED', 'LIMIT_REVIEW:REVIEWED'] as const).map((pair) => {
      const [prompt, answer] = pair.split(':');
      return db
        .prepare(
          `INSERT INTO rg_prompt_answers (account_id, prompt, answer, answered_at)
           SELECT a.id, ?2, ?3, ?4 FROM accounts a
            WHERE a.merchant_code = ?1 AND a.username IN (SELECT value FROM json_each(?5))
              AND NOT EXISTS (SELECT 1 FROM rg_prompt_answers r WHERE r.account_id = a.id AND r.prompt = ?2)`,
        )
        .bind(merchant, prompt, answer, now, JSON.stringify(DEMO_ACCOUNTS.map((a) => a.username)));
    }),
  );
  // The demo accounts registered as a member does today: they accepted the terms and the privacy
  // policy in force and gave the brand's confirmations (docs/decisions/060), so none is asked again.
  await db.batch(
    seededAcceptanceStatements(
      db,
      merchant,
      DEMO_ACCOUNTS.map((a) => a.username),
      now,
    ),
  );
  // demo_member's welcome points (README: 2,000), once: the account exists only from here on.
  await db.prepare(demoMemberPointsSql(merchant)).run();
  const { results } = await db
    .prepare(
      `SELECT a.id, a.username, a.type, a.parent_id AS parentId, COALESCE(w.balance_minor, 0) AS balanceMinor
         FROM accounts a LEFT JOIN ledger_accounts w ON w.merchant_code = a.merchant_code AND w.owner_id = a.id AND w.kind = 'MAIN'
        WHERE a.merchant_code = ?1 AND a.username IN (${DEMO_ACCOUNTS.map((_, i) => `?${i + 2}`).join(', ')}) ORDER BY a.id`,
    )
    .bind(merchant, ...DEMO_ACCOUNTS.map((a) => a.username))
    .all();
  return ok({ merchant, list: results });
}
