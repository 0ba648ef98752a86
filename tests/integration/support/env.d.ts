// Bindings visible to integration tests (platform/wrangler.toml plus the migrations binding).
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    DEV_TOOLS: string;
    FAULTS: string;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    CHAT_ROOMS: DurableObjectNamespace<import('#platform/src/modules/chat/ChatRoom').ChatRoom>;
    THROTTLE: DurableObjectNamespace<import('#platform/src/throttle/AuthThrottle').AuthThrottle>;
    WALLETS: DurableObjectNamespace<import('#platform/src/modules/wallet/WalletLedger').WalletLedger>;
    BRAND_EVENTS: DurableObjectNamespace<import('#platform/src/modules/live/BrandEvents').BrandEvents>;
    CHAT_IMAGES: R2Bucket;
    KYC_DOCUMENTS: R2Bucket;
    COMPLAINT_FILES: R2Bucket;
    DATA_EXPORTS: R2Bucket;
  }
}
