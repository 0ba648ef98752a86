import * as z from 'zod';
import { CacheShort } from '#gateway/cache';
import { publicRead, type EndpointDef } from '../endpoint-row';
import { amount, timestamp } from './common';

/**
 * Jackpot pools: this project's extension (docs/platform-protocol.md "Jackpot pools";
 * docs/decisions/064-jackpot-pools.md). Public, edge-cached briefly: the amounts move with every
 * stake, and the brand's public stream tells an open page the new ones (Subscription.siteLive).
 * A pool out of shape is dropped alone, never the list.
 */
export const JACKPOT_TRIGGERS = ['MUST_DROP', 'RANDOM'] as const;

const named = z.lazy(() => z.object({ code: z.string().min(1).max(40), name: z.string().max(200) }));
const nullableAmount = amount.nullish().transform((value) => value ?? null);

const jackpotWinSchema = z.lazy(() =>
  z.object({
    amount,
    wonAt: timestamp,
    gameName: z.string().max(200),
    /** Masked by the platform (first and last letters); null when the winner keeps their wins off public lists. */
    winner: z
      .string()
      .max(60)
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type JackpotWinDto = z.infer<typeof jackpotWinSchema>;

const poolFields = () => ({
  code: z.string().regex(/^[A-Z0-9-]{1,32}$/),
  name: z.string().min(1).max(200),
  amount,
  seed: amount,
  contributionPercent: z.number().positive().max(100),
  trigger: z.enum(JACKPOT_TRIGGERS),
  mustDropBy: nullableAmount,
  ceiling: nullableAmount,
  oddsStake: nullableAmount,
  games: z.object({
    types: z.array(named).default([]),
    vendors: z.array(named).default([]),
    games: z.array(z.object({ id: z.number().int(), name: z.string().max(200) })).default([]),
  }),
  lastWin: jackpotWinSchema.nullish().transform((value) => value ?? null),
});
const poolSchema = z.lazy(() => z.object(poolFields()));
export type JackpotPoolDto = z.infer<typeof poolSchema> & { wins?: JackpotWinDto[] };

export const jackpotPoolsSchema = z.lazy(() =>
  z.object({
    list: z.array(z.unknown()).transform((list) =>
      list.flatMap((item) => {
        const pool = poolSchema.safeParse(item);
        return pool.success ? [pool.data] : [];
      }),
    ),
  }),
);
export const jackpotPoolSchema = z.lazy(() => z.object({ ...poolFields(), wins: z.array(jackpotWinSchema).default([]) }));

export const jackpotEndpoints = {
  jackpotPools: publicRead('/wps/jackpot/pools', 'GAMELO3', jackpotPoolsSchema, CacheShort),
  jackpotPool: publicRead('/wps/jackpot/pool', 'GAMELO3', jackpotPoolSchema, CacheShort),
} satisfies Record<string, EndpointDef>;
