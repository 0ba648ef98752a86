import type { WinnerResolvers } from '#gateway/generated/resolvers-types';
import { winnerName } from '../winner-name';

export const Winner: WinnerResolvers = {
  // The entry's place, game and amount: never the winner's account id, which a public list must not carry.
  id: (winner) => `${winner.index}-${winner.gameCode}-${winner.winAmount}`,
  customerName: (winner) => winnerName(winner.customerName),
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
