/**
 * A member of its own for a gateway test: a new DEMO account with demo_down1's password (so a
 * test never meets another test's state), the versions of the terms in force accepted, logged in
 * through the gateway. Its id, name and session token.
 */
import { env } from 'cloudflare:workers';
import type { Harness } from '../gateway/harness';
import { acceptLegal } from './legal';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok errors { code field } } }`;
/** demo_down1's password (platform/seed/accounts.ts), which every such member shares. */
export const FRESH_PASSWORD = 'Down2024';

let made = 0;

export async function freshGatewayMember(h: Harness, prefix: string, nickname = 'Member'): Promise<{ id: number; username: string; token: string }> {
  const username = `${prefix}_${Date.now().toString(36)}_${++made}`;
  const row = await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
     SELECT merchant_code, ?1, ?2, 0, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at
       FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_down1' RETURNING id`,
  )
    .bind(username, nickname)
    .first<{ id: number }>();
  await acceptLegal(env.DB, [username]);
  const { context } = await h.run(LOGIN, { input: { username, password: FRESH_PASSWORD } });
  return { id: row!.id, username, token: (context.sessionChange as { token: string }).token };
}
