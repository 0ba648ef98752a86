import type { TournamentBoardLineDto, TournamentDto, TournamentStandingDto } from '#gateway/upstream/dto/index';
import { toMinorUnits } from '#gateway/upstream/money';

/**
 * Tournaments as the schema's types hold them (schema/tournaments.graphql): scores in the run's
 * scoring's unit (money in minor units, as every amount the portal formats), prizes apart as money
 * or points. The platform sends scores as wire amounts, multipliers and counts.
 */
export type Scoring = TournamentDto['scoring'];

/** A score from the wire: STAKE and WIN are amounts (minor units once read), the others plain numbers. */
export const scoreOf = (scoring: Scoring, wire: number): number => (scoring === 'STAKE' || scoring === 'WIN' ? toMinorUnits(wire) : wire);

export interface BoardLineModel {
  rank: number;
  name: string | null;
  score: number;
}

export const boardLines = (scoring: Scoring, lines: readonly TournamentBoardLineDto[]): BoardLineModel[] =>
  lines.map((line) => ({ rank: line.rank, name: line.name, score: scoreOf(scoring, line.score) }));

export interface StandingModel {
  code: string;
  scoring: Scoring;
  state: TournamentStandingDto['state'];
  score: number;
  position: number | null;
  entrants: number;
  prize: { kind: 'MONEY' | 'BONUS' | 'POINTS'; money: number | null; points: number | null; turnoverMultiplier: number | null; paid: boolean } | null;
}

export function standingModel(dto: TournamentStandingDto): StandingModel {
  const prize = dto.prize;
  return {
    code: dto.code,
    scoring: dto.scoring,
    state: dto.state,
    score: scoreOf(dto.scoring, dto.score),
    position: dto.position,
    entrants: dto.entrants,
    prize: prize
      ? {
          kind: prize.kind,
          money: prize.kind === 'POINTS' ? null : prize.amount,
          points: prize.kind === 'POINTS' ? prize.amount : null,
          turnoverMultiplier: prize.kind === 'BONUS' ? prize.turnover : null,
          paid: prize.paid,
        }
      : null,
  };
}

/** A run's board as the public stream tells it. */
export interface BoardModel {
  code: string;
  state: TournamentStandingDto['state'];
  entrants: number;
  top: BoardLineModel[];
}
