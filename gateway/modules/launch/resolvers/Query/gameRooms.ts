import type { QueryResolvers } from '#gateway/generated/resolvers-types';

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/** A PVP game's rooms (GLS2_roomList); null for an anonymous visitor or a malformed game. */
export const gameRooms: NonNullable<QueryResolvers['gameRooms']> = async (_parent, { vendor, gameId }, ctx) => {
  if (!CODE.test(vendor) || !/^[0-9]{1,18}$/.test(gameId)) return null;
  const { list } = await ctx.platform.call('roomList', { query: { vassalage: vendor, nodeId: gameId } });
  return list.map((room) => ({
    id: room.roomId,
    name: room.roomName,
    minBet: room.minBet,
    maxBet: room.maxBet,
    players: room.players,
    capacity: room.capacity,
  }));
};
