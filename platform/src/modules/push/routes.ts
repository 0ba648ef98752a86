/**
 * Web push, the member's calls (this project's extension: docs/platform-protocol.md "Web push";
 * docs/decisions/065-web-push.md):
 * - GET    /wps/member/push: the brand's public key, each kind with whether it is on, and how many of
 *   the member's browsers are subscribed;
 * - PUT    /wps/member/push/preferences `{kinds: {DRAW_RESULTS?, WITHDRAWAL_PAID?, ANSWERS?}}`: turns kinds
 *   on or off (the others stay);
 * - POST   /wps/member/push/subscription `{endpoint, keys: {p256dh, auth}, language?}`: a browser's
 *   subscription (the same endpoint again replaces it);
 * - DELETE /wps/member/push/subscription?endpoint=: forgets one.
 * A brand without its VAPID keys, and a trial account: `function.not.available`. Nothing is cached.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { functionNotAvailable, okPrivate, paramError } from '../../http/envelope';
import { jsonBody, parseWith, queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { PUSH_KINDS, subscriptionProblem } from './kinds';
import { vapidOf } from './send';
import { deleteSubscription, preferencesOf, saveSubscription, setPreferences, subscriptionCount } from './store';

async function member(ctx: BrandContext): Promise<{ publicKey: string; accountId: number }> {
  const vapid = vapidOf(ctx.env);
  if (!vapid?.publicKey) throw functionNotAvailable();
  const session = await requireRealSession(ctx);
  return { publicKey: vapid.publicKey, accountId: session.account.id };
}

async function settings(ctx: BrandContext, accountId: number, publicKey: string) {
  const [kinds, subscriptions] = await Promise.all([preferencesOf(ctx.env.DB, accountId), subscriptionCount(ctx.env.DB, accountId)]);
  return okPrivate({ publicKey, kinds, subscriptions });
}

async function overview(ctx: BrandContext): Promise<Response> {
  const { publicKey, accountId } = await member(ctx);
  return settings(ctx, accountId, publicKey);
}

const PreferencesBody = z.object({
  kinds: z.object(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean({ error: 'must be true or false' }).optional()]))).strict(),
});

async function preferences(ctx: BrandContext): Promise<Response> {
  const { publicKey, accountId } = await member(ctx);
  const body = parseWith(PreferencesBody, await jsonBody(ctx.request));
  await setPreferences(ctx.env.DB, accountId, body.kinds, clock(ctx.env));
  return settings(ctx, accountId, publicKey);
}

const SubscriptionBody = z.object({
  endpoint: z.string({ error: 'required' }).max(2048, 'at most 2048 characters'),
  keys: z.object({ p256dh: z.string({ error: 'required' }).max(100), auth: z.string({ error: 'required' }).max(40) }),
  language: z.string().trim().max(10).optional(),
});

async function subscribe(ctx: BrandContext): Promise<Response> {
  const { publicKey, accountId } = await member(ctx);
  const body = parseWith(SubscriptionBody, await jsonBody(ctx.request));
  const input = { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  const problem = subscriptionProblem(input);
  if (problem) throw paramError(problem);
  await saveSubscription(ctx.env.DB, ctx.brand.row.merchant_code, accountId, { ...input, language: body.language || ctx.language }, clock(ctx.env));
  return settings(ctx, accountId, publicKey);
}

async function unsubscribe(ctx: BrandContext): Promise<Response> {
  const { publicKey, accountId } = await member(ctx);
  const { endpoint } = parseWith(z.object({ endpoint: z.string({ error: 'required' }).max(2048) }), queryObject(ctx.url));
  await deleteSubscription(ctx.env.DB, ctx.brand.row.merchant_code, accountId, endpoint);
  return settings(ctx, accountId, publicKey);
}

const path = (p: string) => ({ path: p, faultKey: p });

export const pushRoutes: BrandRoute[] = [
  { kind: 'brand', ...path('/wps/member/push'), methods: { GET: overview } },
  { kind: 'brand', ...path('/wps/member/push/preferences'), methods: { PUT: preferences } },
  { kind: 'brand', ...path('/wps/member/push/subscription'), methods: { POST: subscribe, DELETE: unsubscribe } },
];
