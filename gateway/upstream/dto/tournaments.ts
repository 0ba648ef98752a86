import * as z from 'zod';
import { CacheShort } from '#gateway/cache';
import { memberRead, memberWrite, publicRead, type EndpointDef } from '../endpoint-row';
import { toMinorUnits } from '../money';
import { amount, timestamp } from './common';

/**
 * Tournaments and races: this project's extension (docs/platform-protocol.md "Tournaments";
 * docs/decisions/066-tournaments.md). The lobby and a run's board are public and edge-cached
 * briefly (the board then moves over the brand's public stream); a member's standings and joining
 * are theirs, never cached. A run out of shape is dropped alone, never the list.
 */
export const TOURNAMENT_STATES = ['UPCOMING', 'RUNNING', 'ENDED', 'FINISHED'] as const;
export const TOURNAMENT_SCORINGS = ['STAKE', 'WIN', 'MULTIPLIER', 'ROUNDS'] as const;
const PRIZE_KINDS = ['MONEY', 'BONUS', 'POINTS'] as const;

const named = z.lazy(() => z.object({ code: z.string().min(1).max(40), name: z.string().max(200) }));

const prizeSchema = z.lazy(() =>
  z
    .object({
      fromRank: z.number().int().min(1),
      toRank: z.number().int().min(1),
      kind: z.enum(PRIZE_KINDS),
      amount: z.number().nonnegative(),
      turnoverMultiplier: z
        .number()
        .int()
        .nullish()
        .transform((value) => value ?? null),
    })
    // Money and bonuses in minor units once read; points stay points.
    .transform((prize) => ({ ...prize, amount: prize.kind === 'POINTS' ? Math.round(prize.amount) : toMinorUnits(prize.amount) })),
);
export type TournamentPrizeDto = z.output<typeof prizeSchema>;

export const boardLineSchema = z.lazy(() =>
  z.object({
    rank: z.number().int().min(1),
    /** Masked by the platform (first and last letters); null for a member who keeps their wins off public lists. */
    name: z
      .string()
      .max(60)
      .nullish()
      .transform((value) => value ?? null),
    score: z.number().nonnegative(),
  }),
);
export type TournamentBoardLineDto = z.output<typeof boardLineSchema>;

const runFields = () => ({
  code: z.string().regex(/^[A-Z0-9-]{1,40}$/),
  kind: z.enum(['TOURNAMENT', 'RACE']),
  name: z.string().min(1).max(200),
  state: z.enum(TOURNAMENT_STATES),
  startsAt: timestamp,
  endsAt: timestamp,
  entry: z.enum(['AUTO', 'OPT_IN', 'BUY_IN']),
  buyIn: amount.nullish().transform((value) => value ?? null),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  minStake: amount,
  prizes: z.array(prizeSchema).max(50),
  games: z.object({
    types: z.array(named).default([]),
    vendors: z.array(named).default([]),
    games: z.array(z.object({ id: z.number().int(), name: z.string().max(200) })).default([]),
  }),
  entrants: z.number().int().nonnegative(),
});
const runSchema = z.lazy(() => z.object(runFields()));
export type TournamentDto = z.output<typeof runSchema> & { board?: TournamentBoardLineDto[] };

export const tournamentListSchema = z.lazy(() =>
  z.object({
    list: z.array(z.unknown()).transform((list) =>
      list.flatMap((item) => {
        const run = runSchema.safeParse(item);
        return run.success ? [run.data] : [];
      }),
    ),
  }),
);
export const tournamentDetailSchema = z.lazy(() => z.object({ ...runFields(), board: z.array(boardLineSchema).max(100) }));

/** A member's standing in a run (also a live frame's, docs/platform-protocol.md "Live events"). */
export const standingSchema = z.lazy(() =>
  z.object({
    code: z.string().max(40),
    scoring: z.enum(TOURNAMENT_SCORINGS),
    state: z.enum(TOURNAMENT_STATES),
    score: z.number().nonnegative(),
    position: z
      .number()
      .int()
      .min(1)
      .nullish()
      .transform((value) => value ?? null),
    entrants: z.number().int().nonnegative(),
    prize: z
      .object({
        kind: z.enum(PRIZE_KINDS),
        amount: z.number().nonnegative(),
        paid: z.boolean(),
        turnover: z
          .number()
          .int()
          .nullish()
          .transform((value) => value ?? null),
      })
      .transform((prize) => ({ ...prize, amount: prize.kind === 'POINTS' ? Math.round(prize.amount) : toMinorUnits(prize.amount) }))
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type TournamentStandingDto = z.output<typeof standingSchema>;

export const memberTournamentsSchema = z.lazy(() => z.object({ excluded: z.boolean(), list: z.array(standingSchema).max(100) }));
export const joinTournamentSchema = z.lazy(() =>
  z.object({ joined: z.boolean(), buyIn: amount, standing: standingSchema.nullish().transform((value) => value ?? null) }),
);

export const tournamentEndpoints = {
  tournamentList: publicRead('/wps/tournament/list', 'GAMELO3', tournamentListSchema, CacheShort),
  tournamentDetail: publicRead('/wps/tournament/detail', 'GAMELO3', tournamentDetailSchema, CacheShort),
  memberTournaments: memberRead('/wps/member/tournaments', 'GAMELO3', memberTournamentsSchema),
  joinTournament: memberWrite('/wps/member/tournament/join', 'GAMELO3', joinTournamentSchema),
} satisfies Record<string, EndpointDef>;
