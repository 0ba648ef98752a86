/**
 * round_p95_ms: one game round at the platform, as the member's browser plays it on the stand-in
 * game server (POST /rgs/game/<token>: bet.place and bet.settle in the player's wallet lock, the
 * round's row, then the 303 to its result). Timed from the post to the 303; rendering the next form
 * (the GET that gives the round id) is not counted. Bounded: a fixed number of rounds, one at a time.
 */
import { MERCHANT, platform } from './config.mjs';
import { percentile, platformCall, rawRequest } from './http.mjs';

const formHeaders = { Merchant: MERCHANT, Language: 'EN', 'Content-Type': 'application/x-www-form-urlencoded' };

/** Launches a slot with a member's token and answers its game page path. */
export async function launchSlot(token) {
  const list = await platformCall(`/wps/relay/GCSGAME_gameList?clientType=3&merchant=${MERCHANT}&gameType=RNG&pageNo=1&pageSize=1&language=EN`, {
    moduleId: 'GAMELO3',
  });
  const game = list.value.games[0];
  const query = new URLSearchParams({
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameId: game.gameCode,
    nodeId: String(game.nodeId),
    platform: 'web',
    launchMode: 'GLS',
    accountType: '1',
    language: 'EN',
    requestId: `bench-launch-${Date.now().toString(36)}`,
  });
  const response = await fetch(`${platform}/wps/game/launchGame?${query}`, { headers: { Merchant: MERCHANT, ModuleId: 'GAMELO3', Authorization: token } });
  const body = await response.json();
  if (!response.ok || !body.success) throw new Error(`launchGame: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.value.content.game_url;
}

/** `rounds` rounds on the game page at `path`; answers the p50 and p95 of the posts. */
export async function measureRounds(path, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const page = await rawRequest(platform + path, { headers: { Merchant: MERCHANT, Language: 'EN' } });
    const roundId = /name="roundId" value="([^"]+)"/.exec(page.text)?.[1];
    const stake = /<option value="(\d+)"/.exec(page.text)?.[1];
    if (page.status !== 200 || !roundId || !stake) throw new Error(`game page: HTTP ${page.status} ${page.text.slice(0, 200)}`);
    const post = await rawRequest(platform + path, { method: 'POST', headers: formHeaders, body: new URLSearchParams({ roundId, stake }).toString() });
    if (post.status !== 303) throw new Error(`round: HTTP ${post.status} ${post.text.slice(0, 200)}`);
    times.push(post.ms);
  }
  // Every timed post must have played its round (a refusal, such as a short balance, also answers 303):
  // the page's table of the last ten rounds shows them all settled.
  const after = await rawRequest(platform + path, { headers: { Merchant: MERCHANT, Language: 'EN' } });
  const settled = after.text.match(/<td>Settled<\/td>/g)?.length ?? 0;
  if (settled < Math.min(rounds, 10)) throw new Error(`round bench: only ${settled} of the last rounds settled`);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
