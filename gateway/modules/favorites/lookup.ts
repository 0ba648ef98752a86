import type { GatewayContext } from '#gateway/context';

/** The platform answers at most this many ids per question. */
const MAX_IDS_PER_CALL = 100;

interface Batch {
  ids: Set<string>;
  answer: Promise<Set<string> | null>;
}

/**
 * Pending questions per request: the ids asked while one list of games resolves are gathered and
 * asked in one platform call. Keyed by the request's context (never shared between requests).
 */
const pending = new WeakMap<GatewayContext, Batch>();

async function favouritesAmong(ctx: GatewayContext, ids: string[]): Promise<Set<string> | null> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) chunks.push(ids.slice(i, i + MAX_IDS_PER_CALL));
  try {
    const answers = await Promise.all(chunks.map((chunk) => ctx.platform.call('favoriteIds', { query: { nodeIds: chunk.join(',') } })));
    return new Set(answers.flatMap((answer) => answer.list));
  } catch {
    // The hearts degrade to "unknown"; the list of games still stands.
    return null;
  }
}

/**
 * Whether game `id` is a favourite of the request's member: false for a guest, null when the
 * platform could not say. Every id asked in the same turn of the event loop shares one call.
 */
export function isFavorite(ctx: GatewayContext, id: string): Promise<boolean | null> {
  if (!ctx.session) return Promise.resolve(false);
  if (!/^\d{1,15}$/.test(id)) return Promise.resolve(false);
  let batch = pending.get(ctx);
  if (!batch) {
    const ids = new Set<string>();
    const answer = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      pending.delete(ctx);
      return favouritesAmong(ctx, [...ids]);
    });
    batch = { ids, answer };
    pending.set(ctx, batch);
  }
  batch.ids.add(id);
  return batch.answer.then((favourites) => (favourites ? favourites.has(id) : null));
}
