/**
 * A platform public key remembered per isolate for a few minutes, so that an encrypted call does
 * not cost an extra key round trip each time.
 *
 * Only the resolved value is kept, never a pending promise: in Workers a promise started by one
 * request must not be awaited by another (docs/architecture.md, "Per-request state").
 * Two requests that miss at once both load the key; that is harmless. `forget()` is for the
 * client's one retry after a `request_body_required` answer (the platform may have a new key).
 */
export const KEY_TTL_MS = 5 * 60_000;

export class KeyCache<T> {
  private entry: { value: T; expiresAt: number } | null = null;

  constructor(
    private readonly ttlMs = KEY_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(load: () => Promise<T>): Promise<T> {
    if (this.entry && this.entry.expiresAt > this.now()) return this.entry.value;
    const value = await load();
    this.entry = { value, expiresAt: this.now() + this.ttlMs };
    return value;
  }

  forget(): void {
    this.entry = null;
  }
}
