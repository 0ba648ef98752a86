/**
 * How a module tells a member something changed, after its own commit (docs/decisions/040): one
 * request to the member's wallet object, which holds the member's streams. Events are hints, never
 * the record: a lost one costs a stale figure until the next, so a failure is logged, never thrown
 * into the change that was already made.
 */
import type { Env } from '../../env';
import { walletStub } from '../wallet/wallet-gate';
import type { LiveFrame } from '../wallet/live-hub';
import { publishToShards, type SiteFrame } from './site-frames';

export async function publishLive(env: Env, merchant: string, accountIds: readonly number[], frame: LiveFrame): Promise<void> {
  if (!env.WALLETS) return;
  // Each send is its own promise: one that fails, however it fails, never stops the others.
  const sends = [...new Set(accountIds)].map(async (accountId) => walletStub(env, merchant, accountId).publish({ merchant, accountId }, frame));
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected') console.warn('live event not published', frame.type, outcome.reason);
  }
}

/** Ends a logged-out session's streams at once (they would end at their next event anyway). */
export async function endLiveSession(env: Env, merchant: string, accountId: number, tokenHash: string): Promise<void> {
  if (!env.WALLETS) return;
  try {
    await walletStub(env, merchant, accountId).endSessions([tokenHash]);
  } catch (error) {
    console.warn('live streams of an ended session not closed', error);
  }
}

/** Sessions of the member ended elsewhere (a password change or reset, the session list): their streams end now, not at the next frame. */
export async function pruneLiveSessions(env: Env, merchant: string, accountId: number): Promise<void> {
  if (!env.WALLETS) return;
  try {
    await walletStub(env, merchant, accountId).pruneSessions({ merchant, accountId });
  } catch (error) {
    console.warn('live streams of ended sessions not closed', error);
  }
}

/** A brand's public event to every shard of its hub (64 requests, whatever the number of open tabs). */
export async function publishSite(env: Env, merchant: string, frame: SiteFrame): Promise<void> {
  if (env.BRAND_EVENTS) await publishToShards(env.BRAND_EVENTS, merchant, frame);
}
