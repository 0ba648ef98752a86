import type { WinnerResolvers } from '#gateway/generated/resolvers-types';

export const Winner: WinnerResolvers = {
  id: (winner) => `${winner.customerId}-${winner.gameCode}-${winner.index}`,
  // The board names the game it was won on; enough to start that game from the board.
  game: (winner) => ({
    nodeId: winner.nodeId ?? winner.gameCode,
    gameCode: winner.gameCode,
    gameType: winner.gameType ?? 'RNG',
    vassalage: winner.vassalage,
    gameName: winner.gameName,
    iconUrl: winner.iconUrl,
    supportPlay: 1,
    isHot: false,
    isNew: false,
    gameClassify: null,
    minBet: 0,
    lineNum: null,
    roomId: null,
    isGame: winner.isGame ?? 'GAME',
  }),
};
