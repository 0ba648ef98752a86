/** Builds the domain dependencies of an account call from the request context. */
import { now as clock } from '../../http/clock';
import type { BrandContext } from '../../http/routes';
import { clientIp } from './captcha';
import type { AccountDeps } from './login';
import { loadAccountSettings } from './settings';

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
