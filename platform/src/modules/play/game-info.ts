/**
 * GET /wps/game/info?gameId=<nodeId> (our extension; docs/platform-protocol.md "Game information"):
 * a game's rules, its return to player, its stakes and its pay table, in the request's language.
 * Every figure is read off the stand-in game server's own engines (outcomes.ts) and the stakes its
 * page offers (pages.ts stakeOptions), so what a player reads before playing is what the rounds
 * pay (game-info.test.ts checks each against the engine). Public: the same for every visitor.
 */
import * as z from 'zod';
import { ok } from '../../http/envelope';
import type { TextLanguage } from '../../http/language';
import { intParam, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { gameNotFound } from '../games/favorites';
import { BACCARAT_CHANCES, BACCARAT_RTP, CRASH_RTP, CRASH_TARGETS, FIXTURE_RTP, spinKindOf, spinTable, SYMBOLS, tableRtp } from './outcomes';
import { stakeOptions, viewOf } from './pages';
import { roomsOf } from './rooms';
import { RULES_WORDS } from './rules-words';
import { PLAY_WORDS } from './words';

/** What the catalogue row gives. */
export interface InfoGame {
  node_id: number;
  game_type: string;
  vassalage: string;
  min_bet: number;
  room_id: string | null;
  name_en: string;
  name_ko: string;
  support_play: number;
}

/** One theoretical return: a bet's (null: the game's only one), in percent; `atMost`: a ceiling (fixtures' odds round down). */
export interface InfoReturn {
  bet: string | null;
  percent: number;
  atMost: boolean;
}

/** A pay table row: what the outcome returns as a multiple of the stake (the stake included), and how often it happens. */
export interface PayLine {
  outcome: string;
  pays: number;
  chance: number;
}

export interface GameInfo {
  nodeId: number;
  rtp: InfoReturn[];
  /** The smallest and the largest stake one round takes (minor units here; wire amounts on the wire). */
  minStakeMinor: number;
  maxStakeMinor: number;
  payTable: PayLine[];
  rules: string[];
}

const percent = (share: number) => Math.round(share * 10_000) / 100;
const chance = (p: number) => Math.round(p * 1_000_000) / 1_000_000;
const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The stakes a game's page offers: a card game's over its three tables, any other game's from its minimum bet. */
function stakeRange(game: InfoGame): { min: number; max: number } {
  const rooms = roomsOf(game, { suffix: 'en', text: 'en' });
  const options = rooms.length > 0 ? rooms.flatMap((room) => stakeOptions({ ...game, room_id: room.roomId })) : stakeOptions({ ...game, room_id: null });
  return { min: Math.min(...options), max: Math.max(...options) };
}

/** A game's information in a text language (pure: the route reads the row, this says what it means). */
export function describeGame(game: InfoGame, text: TextLanguage): GameInfo {
  const words = RULES_WORDS[text];
  const play = PLAY_WORDS[text];
  const stakes = stakeRange(game);
  const base = { nodeId: game.node_id, minStakeMinor: stakes.min, maxStakeMinor: stakes.max };
  const closing = (instant: boolean) => [...(instant ? [words.interrupted] : []), words.rtpMeaning, ...(game.support_play === 0 ? [words.trial] : [])];
  switch (viewOf(game)) {
    case 'FIXTURES':
      return { ...base, rtp: [{ bet: null, percent: percent(FIXTURE_RTP), atMost: true }], payTable: [], rules: [...words.fixtures, ...closing(false)] };
    case 'BACCARAT': {
      const bets = ['PLAYER', 'BANKER', 'TIE'] as const;
      const pays = { PLAYER: 2, BANKER: 1.95, TIE: 9 } as const;
      return {
        ...base,
        rtp: bets.map((bet) => ({ bet: play[bet], percent: percent(BACCARAT_RTP[bet]), atMost: false })),
        payTable: [
          ...bets.map((bet) => ({ outcome: words.betWins[bet], pays: pays[bet], chance: chance(BACCARAT_CHANCES[bet]) })),
          { outcome: words.tiePush, pays: 1, chance: chance(BACCARAT_CHANCES.TIE) },
        ],
        rules: [...words.baccarat, ...closing(true)],
      };
    }
    case 'CRASH':
      return {
        ...base,
        rtp: [{ bet: null, percent: percent(CRASH_RTP), atMost: false }],
        payTable: CRASH_TARGETS.map((target) => ({
          outcome: fill(words.cashOutAt, { target: times(target) }),
          pays: target / 100,
          chance: chance(CRASH_RTP / (target / 100)),
        })),
        rules: [...words.crash, ...closing(true)],
      };
    case 'SPIN': {
      const kind = spinKindOf(game.game_type);
      // Highest first: what a player looks for.
      const rows = spinTable(kind).map(([multiplier100, probability], tier) => ({
        outcome: fill(words.threeOf, { symbol: play.symbols[SYMBOLS[tier] as keyof typeof play.symbols] }),
        pays: multiplier100 / 100,
        chance: chance(probability),
      }));
      return {
        ...base,
        rtp: [{ bet: null, percent: percent(tableRtp(kind)), atMost: false }],
        payTable: rows.reverse(),
        rules: [...words.spin, ...closing(true)],
      };
    }
  }
}

const InfoQuery = z.object({
  gameId: intParam.pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
  language: z.string().max(20).optional(),
});

/** GET /wps/game/info: the route. An unknown game is `game.not_found`, as a favourite of one is. */
export async function gameInfo(ctx: BrandContext): Promise<Response> {
  const q = parseWith(InfoQuery, queryObject(ctx.url));
  const { text } = ctx.languageOf(q.language);
  const game = await ctx.env.DB.prepare('SELECT node_id, game_type, vassalage, min_bet, room_id, name_en, name_ko, support_play FROM games WHERE node_id = ?1')
    .bind(q.gameId)
    .first<InfoGame>();
  if (!game) throw gameNotFound();
  const info = describeGame(game, text);
  const { minStakeMinor, maxStakeMinor, ...rest } = info;
  return ok({ ...rest, minBet: minorToAmount(minStakeMinor), maxBet: minorToAmount(maxStakeMinor) });
}
