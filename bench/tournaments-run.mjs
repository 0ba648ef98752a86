#!/usr/bin/env node
/**
 * `npm run bench:tournaments [-- --json] [--no-build]`: only the bench's tournament figures
 * (bench/tournaments.mjs), in a few minutes, with the same servers and measurements as `npm run bench`.
 */
import { portal, STATE_DIR } from './config.mjs';
import { round } from './http.mjs';
import { sessionCookie } from './lighthouse.mjs';
import { standaloneBench } from './standalone.mjs';
import { measureTournamentLatency, measureTournamentSettlement } from './tournaments.mjs';

standaloneBench(
  async ({ log }) => {
    log('a race: the standing and the board, live…');
    const latency = await measureTournamentLatency(await sessionCookie(portal, 'demo_member', 'Member2024'), 'demo_member');
    log('a run of 10,000 entrants, settled…');
    const settlement = await measureTournamentSettlement(STATE_DIR);
    return {
      tournament_standing_latency_ms_p50: round(latency.standingP50),
      tournament_standing_latency_ms_p95: round(latency.standingP95),
      leaderboard_latency_ms_p50: round(latency.boardP50),
      leaderboard_latency_ms_p95: round(latency.boardP95),
      tournament_settlement_10000_entrants_s: round(settlement.seconds),
    };
  },
  { seed: true },
);
