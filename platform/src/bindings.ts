/**
 * Bindings and variables of the platform Worker (see platform/wrangler.toml), without its Durable
 * Object namespaces: what the Durable Objects themselves and the clock need (env.ts adds the
 * namespaces, whose types name the objects' classes).
 */
export interface Bindings {
  DB: D1Database;
  /** "1" exposes /__dev/*; anything else hides them. */
  DEV_TOOLS?: string;
  /** JSON fault map, e.g. {"*":{"delayMs":50}}; the D1 `faults` table wins over it. */
  FAULTS?: string;
  /**
   * How long (ms) an isolate reuses the brand configuration and fault table it read (default 3000;
   * "0" reads them on every request). /__dev writes drop it at once in their own isolate.
   */
  BRAND_CONFIG_CACHE_MS?: string;
  /**
   * Proof images of withdrawals the member did not receive (R2 bucket, binding WITHDRAWAL_PROOFS).
   * Optional in the type for hand-built envs; a "not received" answer gets #727 without it.
   */
  WITHDRAWAL_PROOFS?: R2Bucket;
  /**
   * Images members attach to their feedback (R2 bucket, binding FEEDBACK_IMAGES). Optional in the
   * type for hand-built envs; feedback with images gets #727 without it.
   */
  FEEDBACK_IMAGES?: R2Bucket;
  /** Images members send in the chat (R2 bucket, binding CHAT_IMAGES). */
  CHAT_IMAGES?: R2Bucket;
  /**
   * Members' identity verification documents (R2 bucket, binding KYC_DOCUMENTS; src/modules/kyc).
   * Optional in the type for hand-built envs; an upload gets #727 without it.
   */
  KYC_DOCUMENTS?: R2Bucket;
  /**
   * Images members attach to their complaints (R2 bucket, binding COMPLAINT_FILES;
   * src/modules/complaints). Optional in the type for hand-built envs; an image gets #727 without it.
   */
  COMPLAINT_FILES?: R2Bucket;
  /**
   * Members' data archives while they may be downloaded (R2 bucket, binding DATA_EXPORTS;
   * src/modules/privacy). Optional in the type for hand-built envs; an archive fails without it.
   */
  DATA_EXPORTS?: R2Bucket;
  /**
   * Key of the game server's outcomes (HMAC-SHA256 of it and a round id seeds each round:
   * src/modules/play/outcomes.ts). Development value in wrangler.toml; production:
   * `wrangler secret put GAME_RNG_SECRET`. Rounds answer #727 without it.
   */
  GAME_RNG_SECRET?: string;
  /**
   * The brand's web push key pair (VAPID, RFC 8292; src/modules/push): the public key (base64url,
   * 65 bytes) browsers subscribe with, the private scalar (base64url, a secret in production) that
   * signs each push, and the contact the push services may write to (`mailto:` or `https:`). Without
   * all three, push is not offered (`function.not.available`).
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** Space-separated origins (besides the platform's own) allowed to frame the /rgs/ game pages. */
  GAME_FRAME_ANCESTORS?: string;
  /** Secret mixed into every password hash (HMAC key). Production: `wrangler secret put PASSWORD_PEPPER`. */
  PASSWORD_PEPPER?: string;
  /**
   * DEVELOPMENT ONLY: the private RSA JWK (JSON) POST /__dev/firebase-token signs Firebase ID tokens
   * with; its public half is in the demo brand's JWKS (seed/firebase.ts). Public, in git; never set
   * in production.
   */
  FIREBASE_DEV_PRIVATE_JWK?: string;
  /** "production" refuses the development pepper and a missing one, and the development Firebase key. */
  ENVIRONMENT?: string;
  /**
   * Development and tests only (honoured when DEV_TOOLS is "1"): milliseconds added to the
   * platform clock, so expiry can be tested without sleeping.
   */
  CLOCK_OFFSET_MS?: string;
  /**
   * The sealing schemes the platform opens, comma-separated (`legacy`, `modern`; unset: both). A
   * live platform opens only `legacy`: the end-to-end run with the legacy cipher sets that, so a
   * portal that sealed with the other scheme fails there (docs/platform-protocol.md, "Encryption").
   */
  SEALED_SCHEMES?: string;
}
