// Redis for benchmarks: a run keeps its sessions under a key prefix of its own and removes them after.
import { backendRequire } from './mysql.mjs';

/** Deletes every key under `prefix` at the Redis server at `url` (a run's sessions and counters), so a run leaves nothing behind. */
export async function dropRedisKeys(url, prefix) {
  const { createClient } = backendRequire('redis');
  const client = createClient({ url });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
    const batch = Array.isArray(keys) ? keys : [keys];
    if (batch.length) await client.del(batch);
  }
  await client.quit();
}
