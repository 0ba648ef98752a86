/** Lottery DTOs (gateway/upstream/dto/lottery.ts) to the GraphQL types of schema/lottery.graphql. */
import type { LotteryDraw, LotteryGame, LotteryNumero } from '#gateway/generated/resolvers-types';
import type { LotteryDrawnDto, LotteryMenuGameDto, LotteryNumeroDto } from '#gateway/upstream/dto/index';

export function toNumero(n: LotteryNumeroDto): LotteryNumero {
  return { numero: n.numero, gameCode: n.gameId, openTime: n.openTime, closeTime: n.closeTime, drawTime: n.drawTime };
}

export function toDraw(d: LotteryDrawnDto): LotteryDraw {
  return { numero: d.numero, gameCode: d.gameId, drawTime: d.drawTime, digits: d.result, sum: d.sum };
}

export function toLotteryGame(g: LotteryMenuGameDto): LotteryGame {
  return {
    gameCode: g.gameId,
    nodeId: String(g.nodeId),
    name: g.gameName,
    gameType: g.gameType,
    vendor: g.vassalage,
    vendorName: g.vendorName,
    iconUrl: g.iconUrl,
    periodSeconds: g.periodSeconds,
    lockSeconds: g.lockSeconds,
    currentNumero: toNumero(g.currentNumero),
  };
}
