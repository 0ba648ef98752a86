/**
 * A new isolate's first home page over a warm one's: the request that meets an isolate nobody has
 * used yet (at the edge, every first visitor of a quiet location and every visitor after a
 * deployment). workerd evaluates the Worker's modules as it starts (`portal_startup_cpu_ms` measures
 * that, bench/startup.mjs); what this adds is what the first request still does once: the words of
 * its language read from the static assets, the schema built, the routes compiled, V8's first runs
 * of the page's code.
 *
 * Both sides with a warm edge cache (kept with the bench's state across restarts) and no injected
 * latency, as a returning visitor (the `js` cookie): each round starts a portal Worker of its own,
 * times its first home document (time to first byte) and then `warmRounds` more, and stops it.
 * The first round only warms the edge cache for the next ones (its entries outlive a restart). The
 * figure is the median over the rounds of first over warm (each round's warm median).
 */
import { spawnWorker } from './load-servers.mjs';
import { stopAndWait, waitForHttp } from '../scripts/lib/run.mjs';
import { median, round, timePage } from './http.mjs';

export async function measureNewIsolate({ portal, port, stateDir, platformUrl, rounds = 3, warmRounds = 15 }) {
  const firsts = [];
  const ratios = [];
  for (let start = 0; start <= rounds; start++) {
    const server = spawnWorker({ config: 'wrangler.toml', port, stateDir, platformUrl });
    try {
      // A static file answers from the assets without running the Worker's code.
      await waitForHttp(`${portal}/favicon.svg`);
      const first = (await timePage(`${portal}/`)).ttfb;
      const warm = [];
      for (let i = 0; i < warmRounds; i++) warm.push((await timePage(`${portal}/`)).ttfb);
      if (start === 0) continue;
      firsts.push(first);
      ratios.push(first / median(warm));
    } finally {
      await stopAndWait(server);
    }
  }
  return { firstMs: round(median(firsts)), overWarm: round(median(ratios)), ratios: ratios.map(round) };
}
