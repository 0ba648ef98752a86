// Runs before every integration test file. The integration files share one runtime per worker (the
// platform's and the gateway's modules load once, not once per file: about 5 s a file), so each file
// starts from what a runtime of its own would give it: empty Durable Objects, a database as the
// migrations leave it (support/fresh-database.ts), then the seed.
import { abortAllDurableObjects, listDurableObjectIds, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { purgeGatewayCache } from '#gateway/cache';
import { forgetPlatformKeys } from '#gateway/upstream/crypto/index';
import { freshDatabase } from './fresh-database';
import { seedAfresh, type PlatformTestEnv } from './platform';

const testEnv = env as unknown as PlatformTestEnv;
// The Durable Objects that keep storage emptied: the login throttle's counts and the chat rooms'
// messages (a room is named by a conversation id, which the new database gives again). The wallets
// and the brands' event hubs keep only sockets and queues in memory. Then every instance is dropped.
// (`reset()` of cloudflare:test empties neither storage nor D1 in a shared runtime.)
async function emptyEvery<T extends Rpc.DurableObjectBranded | undefined>(namespace: DurableObjectNamespace<T>): Promise<void> {
  for (const id of await listDurableObjectIds(namespace)) {
    await runInDurableObject(namespace.get(id), (_instance, state) => state.storage.deleteAll());
  }
}
await emptyEvery(env.THROTTLE);
await emptyEvery(env.CHAT_ROOMS);
await abortAllDurableObjects();
await freshDatabase(testEnv.DB, testEnv.TEST_MIGRATIONS);
await seedAfresh(testEnv);
// The gateway's memory of the last platform: its keys (a new platform makes its own) and its answers.
forgetPlatformKeys();
purgeGatewayCache();
