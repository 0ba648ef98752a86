/**
 * The operator's side of marketing, as development routes (DEV_TOOLS = "1"), as terms and privacy's is:
 * - POST /__dev/marketing/send `{merchant?, product, channels: [channel], title, body}`: one campaign
 *   to every active real account of the brand, on each channel it accepts for the product
 *   (campaign.ts); answers what it delivered per channel and what it skipped, and why;
 * - GET  /__dev/marketing/deliveries?merchant=&campaignId=&username=: the latest 200 deliveries.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { ok, PlatformError } from '../../http/envelope';
import { intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { canonicalUsername } from '../accounts/accounts';
import { loadAccountSettings } from '../accounts/settings';
import { realPlayerTypes, sendCampaign } from './campaign';
import { CHANNELS, PRODUCTS, type Channel, type Product } from './rules';

const merchant = z.string().trim().min(1).max(40).optional();
/** Deliveries the list answers. */
const LIST_LIMIT = 200;

const SendBody = z.object({
  merchant,
  product: z.enum(PRODUCTS),
  channels: z
    .array(z.enum(CHANNELS))
    .min(1)
    .max(CHANNELS.length)
    .refine((channels) => new Set(channels).size === channels.length, 'each channel once'),
  // The inbox's own bounds: a SITE delivery is an inbox message.
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
});

async function send(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SendBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  const brand = await db.prepare('SELECT 1 AS found FROM brands WHERE merchant_code = ?1').bind(code).first();
  if (!brand) throw new PlatformError(404, 'request_param_err', `merchant: no brand ${code}`);
  const types = realPlayerTypes(await loadAccountSettings(db, code));
  const { campaignId, tally } = await sendCampaign(
    ctx.env,
    { merchant: code, product: body.product, channels: body.channels, title: body.title, body: body.body },
    types,
    clock(ctx.env),
  );
  return ok({ campaignId, delivered: tally.delivered, skipped: tally.skipped });
}

const DeliveriesQuery = z.object({
  merchant,
  campaignId: intParam.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).optional(),
  username: z.string().trim().min(1).max(60).optional(),
});

async function deliveries(ctx: BaseContext): Promise<Response> {
  const q = parseWith(DeliveriesQuery, queryObject(ctx.url));
  const { results } = await ctx.env.DB.prepare(
    `SELECT d.campaign_id, a.username, d.channel, c.product, d.at FROM marketing_deliveries d
       JOIN marketing_campaigns c ON c.id = d.campaign_id JOIN accounts a ON a.id = d.account_id
      WHERE c.merchant_code = ?1 AND (?2 IS NULL OR d.campaign_id = ?2) AND (?3 IS NULL OR a.username = ?3)
      ORDER BY d.at DESC, d.id DESC LIMIT ?4`,
  )
    .bind(devMerchant(ctx, q.merchant), q.campaignId ?? null, q.username ? canonicalUsername(q.username) : null, LIST_LIMIT)
    .all<{ campaign_id: number; username: string; channel: Channel; product: Product; at: number }>();
  return ok({ list: results.map((r) => ({ campaignId: r.campaign_id, username: r.username, channel: r.channel, product: r.product, at: r.at })) });
}

export const consentDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/marketing/send', faultKey: '/__dev/marketing/send', methods: { POST: send } },
  { kind: 'dev', path: '/__dev/marketing/deliveries', faultKey: '/__dev/marketing/deliveries', methods: { GET: deliveries } },
];
