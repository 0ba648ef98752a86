/**
 * Sending web pushes (RFC 8030), encrypted for each browser (RFC 8291, aes128gcm) and signed with the
 * brand's VAPID key (RFC 8292), with @block65/webcrypto-web-push. A push service that answers 404 or
 * 410 has the subscription dropped (the browser unsubscribed, or it expired). Like the live events
 * (modules/live/publish.ts), a push is a hint after its change committed: a failure is logged, never
 * thrown into the change.
 *
 * Free of the Worker's env type: the wallet's object tells of a paid withdrawal after its commit
 * (modules/wallet/WalletLedger.ts), and the env's type names that object.
 *
 * Development (DEV_TOOLS = "1"): an endpoint on the reserved `.test` domain is delivered to the
 * platform's own stand-in for a push service (dev_push_messages, read by GET /__dev/push/messages);
 * one on `gone.push.test` answers 410 as an expired subscription does.
 */
import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { Bindings } from '../../bindings';
import { messageOf, type PushEvent, type PushKind, type PushMessage } from './kinds';
import { subscriptionsFor, type SubscriptionRow } from './store';

type PushEnv = Pick<Bindings, 'DB' | 'DEV_TOOLS' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>;

/** The brand's VAPID keys, or null: push is not offered without all three. */
export function vapidOf(env: PushEnv): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey || !privateKey || !subject || !/^(mailto:|https:)/.test(subject)) return null;
  return { publicKey, privateKey, subject };
}

/** How long a push service keeps a message for a browser that is offline (seconds). */
const TTL_SECONDS = 24 * 60 * 60;

/** Tells members of an event on every browser they subscribed, if they turned its kind on. Answers how many were delivered. */
export async function notifyMembers(env: PushEnv, merchant: string, accountIds: readonly number[], event: PushEvent): Promise<number> {
  const [subscriptions, symbols] = await Promise.all([
    subscriptionsFor(env.DB, merchant, accountIds, event.kind as PushKind),
    currencySymbols(env.DB, merchant),
  ]);
  return sendTo(env, subscriptions, (sub) => messageOf(event, sub.language, symbols.get(sub.language.toUpperCase()) ?? symbols.get('') ?? ''));
}

/** Tells each member their own event of one kind (a tournament's end, with each member's place), in one read of the subscriptions. */
export async function notifyEach(env: PushEnv, merchant: string, kind: PushKind, events: ReadonlyMap<number, PushEvent>): Promise<number> {
  if (!events.size) return 0;
  const [subscriptions, symbols] = await Promise.all([subscriptionsFor(env.DB, merchant, [...events.keys()], kind), currencySymbols(env.DB, merchant)]);
  return sendTo(env, subscriptions, (sub) =>
    messageOf(events.get(sub.account_id)!, sub.language, symbols.get(sub.language.toUpperCase()) ?? symbols.get('') ?? ''),
  );
}

/** The brand's currency symbol per language code ('' for its default language's). */
async function currencySymbols(db: D1Database, merchant: string): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT code, currency_symbol, is_default FROM brand_languages WHERE merchant_code = ?1')
    .bind(merchant)
    .all<{ code: string; currency_symbol: string; is_default: number }>();
  const symbols = new Map(results.map((row) => [row.code.toUpperCase(), row.currency_symbol]));
  const fallback = results.find((row) => row.is_default === 1)?.currency_symbol;
  if (fallback !== undefined) symbols.set('', fallback);
  return symbols;
}

/** An offer to members who consented to its product's PUSH channel (the campaign decided who: modules/consent/campaign.ts). */
export async function pushOffer(env: PushEnv, merchant: string, accountIds: readonly number[], offer: { title: string; body: string; campaignId: number }) {
  return sendTo(env, await subscriptionsFor(env.DB, merchant, accountIds, null), () => ({
    kind: 'OFFER' as const,
    title: offer.title,
    body: offer.body,
    url: '/promotions',
    tag: `offer-${offer.campaignId}`,
  }));
}

async function sendTo(env: PushEnv, subscriptions: readonly SubscriptionRow[], message: (sub: SubscriptionRow) => PushMessage) {
  const vapid = vapidOf(env);
  if (!vapid || !subscriptions.length) return 0;
  const outcomes = await Promise.allSettled(subscriptions.map((sub) => deliver(env, vapid, sub, message(sub))));
  let delivered = 0;
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'fulfilled' && outcome.value) delivered += 1;
    if (outcome.status === 'rejected') console.warn('push not delivered', subscriptions[index]?.id, outcome.reason);
  }
  return delivered;
}

/** One message to one browser; a subscription the push service says is gone is dropped. */
async function deliver(env: PushEnv, vapid: VapidKeys, sub: SubscriptionRow, message: PushMessage): Promise<boolean> {
  const payload = await buildPushPayload({ data: { ...message }, options: { ttl: TTL_SECONDS, urgency: 'normal' } }, toSubscription(sub), vapid);
  const response = await post(env, sub.endpoint, payload);
  if (response.status === 404 || response.status === 410) {
    await env.DB.prepare('DELETE FROM push_subscriptions WHERE id = ?1').bind(sub.id).run();
    return false;
  }
  if (!response.ok) {
    console.warn(`push service answered ${response.status}`, new URL(sub.endpoint).host);
    return false;
  }
  await env.DB.prepare('UPDATE push_subscriptions SET last_sent_at = ?2 WHERE id = ?1').bind(sub.id, Date.now()).run();
  return true;
}

const toSubscription = (sub: SubscriptionRow) => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } });

type Payload = Awaited<ReturnType<typeof buildPushPayload>>;

/** The push service's answer; in development a `.test` endpoint is the platform's own stand-in. */
async function post(env: PushEnv, endpoint: string, payload: Payload): Promise<Response> {
  const host = new URL(endpoint).hostname;
  if (env.DEV_TOOLS === '1' && host.endsWith('.test')) {
    if (host === 'gone.push.test') return new Response(null, { status: 410 });
    await env.DB.prepare('INSERT INTO dev_push_messages (endpoint, headers, body, received_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(endpoint, JSON.stringify(payload.headers), toBase64(payload.body), Date.now())
      .run();
    return new Response(null, { status: 201 });
  }
  return fetch(endpoint, { method: 'POST', headers: payload.headers, body: payload.body });
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}
