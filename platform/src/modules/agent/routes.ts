/**
 * GET /wps/agent/affiliate?code=&domain=: checks an affiliate (invitation) code before a
 * registration. A code of an active agent answers `{code, agentId, agentNickname, domain}`;
 * anything else `invitation_code_error`. `domain` (the site the visitor registers on) is echoed,
 * not checked.
 */
import { ok } from '../../http/envelope';
import { queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { agentByAffiliateCode, invitationCodeError } from '../member/register';
import { accountDeps } from '../session/deps';

export async function affiliate(ctx: BrandContext): Promise<Response> {
  const query = queryObject(ctx.url);
  const code = query.code ?? '';
  if (!code) throw invitationCodeError();
  const agent = await agentByAffiliateCode(await accountDeps(ctx), code);
  if (!agent) throw invitationCodeError();
  return ok(
    { code: agent.affiliate_code, agentId: agent.id, agentNickname: agent.nickname, domain: query.domain?.slice(0, 200) ?? null },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const agentRoutes: BrandRoute[] = [{ kind: 'brand', path: '/wps/agent/affiliate', faultKey: '/wps/agent/affiliate', methods: { GET: affiliate } }];
