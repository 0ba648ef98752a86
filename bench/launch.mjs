/**
 * launch_p95_ms: starting a game through the gateway, as a tap on Play or Free trial does it: the
 * launchGame mutation on the portal's /graphql, the platform opening a game session, the game
 * address checked against the brand's game origins. Measured with guests' free trials (the trial
 * launch): a member's launches are spaced at least 3 s apart by the platform (#734), so a member
 * could not time more than a few; the gateway's work and the one platform hop are the same.
 * Bounded: a fixed number of launches, one at a time, each with a fresh request id (a new session).
 */
import { RUN_ID } from './config.mjs';
import { gameListPath, gamePagePath, graphqlCall, percentile, platformCall } from './http.mjs';

/**
 * A guest's address for one measurement (the development tools honour X-Test-Client-IP): the
 * platform allows 120 free trials an address in 10 minutes, so neither runs back to back nor the
 * two measurements of one run (65 launches each) may share one.
 */
const ADDRESS_BASE = Math.floor(Math.random() * 254);
let measurements = 0;
const visitorAddress = () => `198.18.${parseInt(RUN_ID.slice(-4), 36) % 256}.${((ADDRESS_BASE + measurements++) % 254) + 1}`;

const LAUNCH = `mutation ($input: LaunchGameInput!) { launchGame(input: $input) { ok gameUrl errors { code } } }`;

/** A slot with a free trial, straight from the platform's list. */
async function trialSlot() {
  const list = await platformCall(gameListPath({ gameType: 'RNG', supportPlay: 0, pageNo: 1, pageSize: 1 }), { moduleId: 'GAMELO3' });
  const game = list.value.games[0];
  if (!game) throw new Error('launch bench: no slot with a free trial');
  return game;
}

/** `launches` launches after `warmup` untimed ones; answers the p50 and p95 in ms. */
export async function measureLaunches(launches, warmup = 5) {
  const game = await trialSlot();
  const address = visitorAddress();
  const times = [];
  for (let i = 0; i < launches + warmup; i++) {
    const input = {
      gameId: String(game.nodeId),
      gameType: game.gameType,
      vendor: game.vassalage,
      gameCode: game.gameCode,
      mode: 'TRIAL',
      requestId: `bench-${RUN_ID}-${i}-${Date.now().toString(36)}`,
    };
    const answer = await graphqlCall(LAUNCH, { input }, { 'X-Test-Client-IP': address });
    const payload = JSON.parse(answer.text).data.launchGame;
    if (!payload.ok || !gamePagePath(payload.gameUrl)) throw new Error(`launch bench: ${answer.text.slice(0, 200)}`);
    if (i >= warmup) times.push(answer.ms);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
