/**
 * Development routes for accounts (DEV_TOOLS = "1"):
 * - POST /__dev/seed-accounts: creates or refreshes the demo accounts of seed/accounts.ts and the
 *   demo brand's account rules (idempotent: passwords, types, parents, contact data, avatars and
 *   balances are reset; their known IPs are forgotten so the next login asks no second step).
 *   Avatars: demo_member's exists, demo_agent's deliberately answers 404 (seed/accounts.ts
 *   DEMO_AVATARS), the others have none;
 * - GET /__dev/captcha?id=: the answer of a captcha, for automated tests of the login form.
 */
import { DEMO_ACCOUNT_SETTINGS, DEMO_ACCOUNTS } from '../../../seed/accounts';
import { now as clock } from '../../http/clock';
import { ok, paramError } from '../../http/envelope';
import { queryObject } from '../../http/params';
import type { BaseContext } from '../../http/routes';
import { hashPassword } from '../session/password';

export async function seedAccounts(ctx: BaseContext): Promise<Response> {
  const db = ctx.env.DB;
  const now = clock(ctx.env);
  const s = DEMO_ACCOUNT_SETTINGS;
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
             ?12, ?13, ?14, ?15, ?16, '{"registerMethod":"SEED"}', ?11)
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
        ),
      db
        .prepare(
          `INSERT INTO wallets (account_id, currency, balance_minor, updated_at)
           SELECT id, 'USD', ?3, ?4 FROM accounts WHERE merchant_code = ?1 AND username = ?2
           ON CONFLICT (account_id) DO UPDATE SET balance_minor = excluded.balance_minor, updated_at = excluded.updated_at`,
        )
        .bind(merchant, a.username, a.balanceMinor, now),
      db.prepare('DELETE FROM account_ips WHERE account_id = (SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2)').bind(merchant, a.username),
    );
  }
  await db.batch(statements);
  const { results } = await db
    .prepare(
      `SELECT a.id, a.username, a.type, a.parent_id AS parentId, w.balance_minor AS balanceMinor
         FROM accounts a LEFT JOIN wallets w ON w.account_id = a.id
        WHERE a.merchant_code = ?1 AND a.username IN (${DEMO_ACCOUNTS.map((_, i) => `?${i + 2}`).join(', ')}) ORDER BY a.id`,
    )
    .bind(merchant, ...DEMO_ACCOUNTS.map((a) => a.username))
    .all();
  return ok({ merchant, list: results });
}

export async function captchaAnswer(ctx: BaseContext): Promise<Response> {
  const id = queryObject(ctx.url).id;
  if (!id) throw paramError('id: not empty');
  const row = await ctx.env.DB.prepare('SELECT answer, expires_at, used_at FROM captchas WHERE id = ?1')
    .bind(id)
    .first<{ answer: string; expires_at: number; used_at: number | null }>();
  if (!row) throw paramError('id: unknown captcha');
  return ok({ id, answer: row.answer, expiresAt: row.expires_at, used: row.used_at !== null });
}
