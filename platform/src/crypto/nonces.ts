/**
 * Seen nonces of modern seals, in D1 (`seen_nonces(nonce TEXT PRIMARY KEY, expires_at INTEGER)`),
 * so a replay is refused by whichever isolate receives it. A nonce only needs remembering while its
 * timestamp would still pass the skew check; expired rows are swept in the same batch.
 */
export async function rememberNonce(db: D1Database, nonce: string, expiresAt: number, now: number): Promise<boolean> {
  const [, insert] = await db.batch([
    db.prepare('DELETE FROM seen_nonces WHERE expires_at < ?1').bind(now),
    // The primary key makes check-and-insert one atomic step: of two concurrent replays, one wins.
    db.prepare('INSERT OR IGNORE INTO seen_nonces (nonce, expires_at) VALUES (?1, ?2)').bind(nonce, expiresAt),
  ]);
  return insert?.meta.changes === 1;
}
