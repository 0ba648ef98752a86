/**
 * GET /wps/agent/affiliate?code=&domain=: checks an affiliate (invitation) code before a
 * registration. A code of an active agent answers `{code, agentId, agentNickname, domain}`;
 * anything else `invitation_code_error`. `domain` (the site the visitor registers on) is echoed,
 * not checked. Every check counts on the address's affiliate limit (brand_throttle_settings,
 * 20 an hour by default; 429 past it), so codes cannot be guessed in bulk.
 */
import { ok } from '../../http/envelope';
import { queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { loadThrottleSettings } from '../../throttle/settings';
import { agentByAffiliateCode, invitationCodeError, takeAffiliateCheck } from '../member/register';
import { accountDeps } from '../session/deps';

export async function affiliate(ctx: BrandContext): Promise<Response> {
  const query = queryObject(ctx.url);
  const code = query.code ?? '';
  if (!code) throw invitationCodeError();
  const d = await accountDeps(ctx);
  await takeAffiliateCheck(d, await loadThrottleSettings(d.db, d.merchant));
  const agent = await agentByAffiliateCode(d, code);
  if (!agent) throw invitationCodeError();
  return ok(
    { code: agent.affiliate_code, agentId: agent.id, agentNickname: agent.nickname, domain: query.domain?.slice(0, 200) ?? null },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const agentRoutes: BrandRoute[] = [{ kind: 'brand', path: '/wps/agent/affiliate', faultKey: '/wps/agent/affiliate', methods: { GET: affiliate } }];
