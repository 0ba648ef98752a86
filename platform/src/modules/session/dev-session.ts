/**
 * POST /__dev/session (DEV_TOOLS = "1" only, like every /__dev/* route): a session for an existing
 * account without its password, for tests whose subject is not the login (the portal's
 * `/__dev/session` seals it into the session cookie). Body: `{ username, merchant? }` (the brand:
 * the body's, else `?merchant=`, else the Merchant header, else the demo brand).
 *
 * The session is made exactly as a login makes it (completeLogin): the brand's login types, the
 * account's status, a time-out or self-exclusion in force and the brand's session cap all apply,
 * and a refusal is the login's own answer. Only the password, the captcha and the second step are
 * skipped, which is what a test of something else must not spend its time on. The session is
 * recorded from the address the portal passes on (X-Client-IP), as a login's is.
 */
import * as z from 'zod';
import { clientIp } from '../../http/client-ip';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { loadBrandAndFaults } from '../../http/brand';
import { ok, paramError, PlatformError } from '../../http/envelope';
import { textLanguage } from '../../http/language';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { accountByUsername, canLogIn } from '../accounts/accounts';
import { completeLogin } from './login';
import { loadAccountSettings } from '../accounts/settings';

const Body = z.object({
  username: z.string().trim().min(1).max(64),
  merchant: z.string().trim().min(1).max(40).nullish(),
});

export async function mintSession(ctx: BaseContext): Promise<Response> {
  const body = parseWith(Body, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const { brand } = await loadBrandAndFaults(ctx.env, merchant, '');
  if (!brand) throw paramError(`merchant: no active brand ${merchant}`);
  const settings = await loadAccountSettings(ctx.env.DB, merchant);
  const account = await accountByUsername(ctx.env.DB, merchant, body.username);
  if (!account) throw paramError(`username: no account ${body.username} at ${merchant}`);
  if (account.status !== 'ACTIVE' || !canLogIn(settings, account.type)) {
    throw new PlatformError(403, 'login.not_allowed', `the account ${body.username} cannot log in (status ${account.status}, type ${account.type})`);
  }
  const deps = {
    env: ctx.env,
    db: ctx.env.DB,
    brand,
    merchant,
    settings,
    now: clock(ctx.env),
    // The visitor's address the portal passes on, as for a login (it becomes an address the account knows).
    ip: clientIp(ctx.request) ?? 'unknown',
    text: textLanguage(brand.row.default_language),
  };
  const login = await completeLogin(deps, account, { origin: 'LOGIN', deviceId: null, passwordIsDefault: false, allowSecondStep: false });
  return ok(login);
}

export const sessionDevRoutes: DevRoute[] = [{ kind: 'dev', path: '/__dev/session', faultKey: '', methods: { POST: mintSession } }];
