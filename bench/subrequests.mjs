/**
 * Every bench page's platform calls with an empty edge cache: each page is asked once with an
 * X-Fault-Scope of its own, which the portal passes on with every call it makes for the request
 * and under which it caches public reads apart (gateway/index.ts faultScope), so nothing is cached
 * for it yet; the reference platform counts the requests that carry it (`/__dev/request-count`,
 * platform/src/modules/dev/request-count.ts). A page's count is its subrequests at the edge, where a
 * Worker may make 50 per request on the free plan; the bench's bound is 20. A returning visitor's
 * home also asks for its game sections (/resources/home-sections), counted with it.
 */
import { BROWSER_UA } from './http.mjs';

const FOLLOW = { '/': '/resources/home-sections' };

/** Waits for calls a page leaves to run after its answer (a refresh of the edge cache), up to `ms`. */
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function countOf(platform, scope) {
  const response = await fetch(`${platform}/__dev/request-count?scope=${encodeURIComponent(scope)}`);
  if (!response.ok) throw new Error(`request count: HTTP ${response.status}`);
  return (await response.json()).value.count;
}

/** `pages`: name → { path, cookie }. Answers name → platform calls. */
export async function measureSubrequests({ portal, platform, pages, runId }) {
  const counts = {};
  for (const [name, { path, cookie }] of Object.entries(pages)) {
    const scope = `subrequests-${runId}-${name}`;
    const headers = { 'accept-language': 'en', 'user-agent': BROWSER_UA, 'x-fault-scope': scope, cookie: ['js=1', cookie].filter(Boolean).join('; ') };
    for (const address of [path, FOLLOW[path]].filter(Boolean)) {
      const response = await fetch(portal + address, { headers, redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${address}: HTTP ${response.status}, not the page (its platform calls would not be the page's)`);
    }
    await settle(300);
    counts[name] = await countOf(platform, scope);
  }
  return counts;
}
