/** Bindings and variables of the platform Worker (see platform/wrangler.toml). */
export interface Env {
  DB: D1Database;
  /** "1" exposes /__dev/*; anything else hides them. */
  DEV_TOOLS?: string;
  /** JSON fault map, e.g. {"*":{"delayMs":50}}; the D1 `faults` table wins over it. */
  FAULTS?: string;
}
