/**
 * GET /wps/agent/affiliate?code=&domain=: checks an affiliate (invitation) code before a
 * registration. A code of an active agent answers `{code, agentId, agentNickname, domain}`;
 * anything else `invitation_code_error`. `domain` (the site the visitor registers on) is echoed,
 * not checked. Every check counts on the address's affiliate limit (brand_throttle_settings,
 * 20 an hour by default; 429 past it), so codes cannot be guessed in bulk.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, okPrivate } from '../../http/envelope';
import { intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import { readPayload } from '../../http/payload';
import { relay, type BrandContext, type BrandRoute } from '../../http/routes';
import { agentAnnouncements, agentPolicy, downlineDetail, downlineTree, readAgentAnnouncements, registerDownline } from './centre';
import { loadThrottleSettings } from '../../throttle/settings';
import { agentByAffiliateCode, invitationCodeError, takeAffiliateCheck } from '../member/register';
import { accountDeps } from '../accounts/deps';

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

const page = {
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(20),
};
const username = z.string().trim().min(1).max(60);

const TreeQuery = z.object({ parent: username.optional(), username: username.optional(), ...page });
const announcementId = intParam.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const ReadBody = z.union([z.object({ all: z.literal(true) }), z.object({ ids: z.array(announcementId).min(1).max(100) })]);

async function policyHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await agentPolicy(ctx));
}

async function registerHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await registerDownline(ctx, await accountDeps(ctx), await readPayload(ctx)));
}

async function treeHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await downlineTree(ctx, parseWith(TreeQuery, queryObject(ctx.url))));
}

async function detailHandler(ctx: BrandContext): Promise<Response> {
  const q = parseWith(z.object({ username }), queryObject(ctx.url));
  return okPrivate(await downlineDetail(ctx, q.username));
}

async function announcementsHandler(ctx: BrandContext): Promise<Response> {
  const q = parseWith(z.object(page), queryObject(ctx.url));
  return okPrivate(await agentAnnouncements(ctx, q.pageNo, q.pageSize));
}

async function readHandler(ctx: BrandContext): Promise<Response> {
  const body = parseWith(ReadBody, await jsonBody(ctx.request));
  return okPrivate(await readAgentAnnouncements(ctx, 'ids' in body ? [...new Set(body.ids)] : null, clock(ctx.env)));
}

export const agentRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/agent/affiliate', faultKey: '/wps/agent/affiliate', methods: { GET: affiliate } },
  // The agent centre (docs/platform-protocol.md "Agent centre"): agents' sessions only.
  { kind: 'brand', ...relay('MCS2_agentPolicy'), methods: { GET: policyHandler } },
  // Carries passwords: sealed on the wire like a visitor's registration.
  { kind: 'brand', ...relay('MCS2_registerDownline'), encrypted: true, methods: { POST: registerHandler } },
  { kind: 'brand', ...relay('MCS2_downlineTree'), methods: { GET: treeHandler } },
  { kind: 'brand', ...relay('MCS2_downlineDetail'), methods: { GET: detailHandler } },
  { kind: 'brand', ...relay('MCS2_agentAnnouncements'), methods: { GET: announcementsHandler } },
  { kind: 'brand', ...relay('MCS2_readAgentAnnouncements'), methods: { POST: readHandler } },
];
