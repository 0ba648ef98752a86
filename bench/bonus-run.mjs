#!/usr/bin/env node
/**
 * `npm run bench:bonus [-- --json] [--no-build]`: only the bench's bonus-wallet figures
 * (bench/bonus-rounds.mjs), in a few minutes, with the same servers as `npm run bench`.
 */
import { STATE_DIR } from './config.mjs';
import { round } from './http.mjs';
import { measureBonusRounds } from './bonus-rounds.mjs';
import { platformSession } from './records.mjs';
import { launchSlot } from './rounds.mjs';
import { standaloneBench } from './standalone.mjs';

const ROUNDS = 60;

standaloneBench(
  async ({ log }) => {
    log('game rounds without and with an active bonus…');
    const roundPath = await launchSlot(platformSession(STATE_DIR, 'demo_member'));
    const { cash, bonus } = await measureBonusRounds(roundPath, 'demo_member', ROUNDS);
    return {
      round_p50_ms: round(cash.p50),
      round_p95_ms: round(cash.p95),
      bonus_round_p50_ms: round(bonus.p50),
      bonus_round_p95_ms: round(bonus.p95),
      bonus_round_p95_over_cash_round_p95: round(bonus.p95 / cash.p95),
    };
  },
  { seed: true },
);
