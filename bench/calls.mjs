/**
 * Single calls without injected latency, concurrency 1, with one keep-alive HTTP client: the
 * gateway's overhead over the platform, a filtered platform game list, and a name search through
 * the portal's /graphql.
 */
import { platform, RUN_ID } from './config.mjs';
import { gameListPath, graphqlCall, median, percentile, platformCall, platformHeaders, rawRequest } from './http.mjs';

/**
 * GraphQL through the portal against the same platform call made directly. A fresh name filter
 * each time keeps every call a cache miss. The first pairs after the servers start are not counted:
 * until the portal's isolate has run its code paths often enough to optimise them, the same pair
 * measured 3.6 ms one start and 0.3 ms the next (100 pairs of warm-up hold it under 0.5 ms).
 */
export async function measureOverhead(rounds, warmup = 100) {
  const direct = [];
  const viaGraphQL = [];
  for (let i = 0; i < rounds + warmup; i++) {
    const name = `zz${RUN_ID}${i}`;
    const d = await rawRequest(platform + gameListPath({ gameType: 'RNG', gameName: name, pageNo: 1, pageSize: 10 }), { headers: platformHeaders('GAMELO3') });
    if (d.status !== 200) throw new Error(`overhead pair: platform HTTP ${d.status} ${d.text.slice(0, 200)}`);
    const g = await graphqlCall(`query { games(filter: { gameType: "RNG", name: "${name}x" }, limit: 10) { total } }`);
    if (i >= warmup) {
      direct.push(d.ms);
      viaGraphQL.push(g.ms);
    }
  }
  return { directP50: median(direct), graphqlP50: median(viaGraphQL), overheadP50: median(viaGraphQL) - median(direct) };
}

/** A game list filtered by game type and vendor, straight from the platform. */
export async function measurePlatformGameList(rounds, warmup = 5) {
  const path = platform + gameListPath({ gameType: 'RNG', vassalage: 'PP', pageNo: 1, pageSize: 10 });
  const samples = [];
  for (let i = 0; i < rounds + warmup; i++) {
    const answer = await rawRequest(path, { headers: platformHeaders('GAMELO3') });
    const games = answer.status === 200 ? JSON.parse(answer.text).value?.games : null;
    if (!games?.length) throw new Error(`platform game list: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    if (i >= warmup) samples.push(answer.ms);
  }
  return { p50: median(samples) };
}

/**
 * Names players would type: the first two words of real game names, each searched once across all
 * games, so every search misses the edge cache (the bench starts with an empty one).
 */
export async function searchTerms(count) {
  const { value } = await platformCall(gameListPath({ pageNo: 1, pageSize: 100 }), { moduleId: 'GAMELO3' });
  const terms = [...new Set(value.games.map((game) => game.gameName.split(' ').slice(0, 2).join(' ').toLowerCase()))];
  if (terms.length < count) throw new Error(`only ${terms.length} distinct search terms`);
  return terms.slice(0, count);
}

export async function measureSearch(rounds, warmup = 5) {
  const terms = await searchTerms(rounds + warmup);
  const query = `query Search($name: String) { games(filter: { name: $name }, limit: 10) { total items { id name iconUrl vendor gameType } } }`;
  const samples = [];
  for (const [i, name] of terms.entries()) {
    const answer = await graphqlCall(query, { name });
    if (!(JSON.parse(answer.text).data.games.total > 0)) throw new Error(`search "${name}" found nothing`);
    if (i >= warmup) samples.push(answer.ms);
  }
  return { p95: percentile(samples, 95), p50: median(samples) };
}
