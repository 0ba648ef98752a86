/** The session of a call that moves real money: an active session of an account that is not a trial one. */
import type { BrandContext } from '../../http/routes';
import { requireRealAccount } from '../accounts/accounts';
import { requireSession, type CurrentSession } from './sessions';
import { loadAccountSettings } from '../accounts/settings';

/** requireSession, then `function.not.available` for a trial (free-play) account (requireRealAccount). */
export async function requireRealSession(ctx: BrandContext): Promise<CurrentSession> {
  const session = await requireSession(ctx);
  requireRealAccount(await loadAccountSettings(ctx.env.DB, ctx.brand.row.merchant_code), session.account);
  return session;
}
