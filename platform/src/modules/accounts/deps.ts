/** The domain dependencies of an account call (login, registration, the member's own changes, codes), built from the request context. */
import type { Env } from '../../env';
import type { Brand } from '../../http/brand';
import { clientIp } from '../../http/client-ip';
import { now as clock } from '../../http/clock';
import type { TextLanguage } from '../../http/language';
import type { BrandContext } from '../../http/routes';
import { loadAccountSettings, type AccountSettings } from './settings';

export interface AccountDeps {
  env: Env;
  db: D1Database;
  brand: Brand;
  merchant: string;
  settings: AccountSettings;
  now: number;
  /** The visitor IP (X-Client-IP), or "unknown". */
  ip: string;
  /** The request's text language: the codes and notices it sends speak it. */
  text: TextLanguage;
}

export async function accountDeps(ctx: BrandContext): Promise<AccountDeps> {
  const merchant = ctx.brand.row.merchant_code;
  return {
    env: ctx.env,
    db: ctx.env.DB,
    brand: ctx.brand,
    merchant,
    settings: await loadAccountSettings(ctx.env.DB, merchant),
    now: clock(ctx.env),
    ip: clientIp(ctx.request) ?? 'unknown',
    text: ctx.text,
  };
}
