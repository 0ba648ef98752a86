import type { AuthThrottle } from './throttle/AuthThrottle';
import type { ChatRoom } from './modules/chat/ChatRoom';
import type { WalletLedger } from './modules/wallet/WalletLedger';
import type { BrandEvents } from './modules/live/BrandEvents';
import type { Bindings } from './bindings';

/** Bindings and variables of the platform Worker (see platform/wrangler.toml), with its Durable Object namespaces. */
export interface Env extends Bindings {
  /**
   * The login throttle (Durable Object `AuthThrottle`, SQLite-backed): exact failure and send
   * counters. Optional in the type only so that callers building an env by hand still type-check;
   * account routes answer #727 without it.
   */
  THROTTLE?: DurableObjectNamespace<AuthThrottle>;
  /**
   * Per-player wallet locks (Durable Object `WalletLedger`): every money movement of a player runs
   * inside that player's object, one at a time. Optional in the type for hand-built envs; money
   * routes answer #727 without it.
   */
  WALLETS?: DurableObjectNamespace<WalletLedger>;
  /**
   * Customer-service chat rooms (Durable Object `ChatRoom`, SQLite-backed): one per conversation,
   * keeping its messages and WebSockets (src/modules/chat). Optional for hand-built envs (#727 without).
   */
  CHAT_ROOMS?: DurableObjectNamespace<ChatRoom>;
  /**
   * A brand's public live events (Durable Object `BrandEvents`): 64 shards per brand hold the
   * portal's public streams (src/modules/live). Optional for hand-built envs (nothing is pushed without).
   */
  BRAND_EVENTS?: DurableObjectNamespace<BrandEvents>;
}
