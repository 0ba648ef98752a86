/**
 * The lottery gateway's answers (docs/platform-protocol.md "Lottery"). `gameId` on the wire is the
 * game's code; amounts become minor units here.
 */
import * as z from 'zod';
import { guestRead, memberRead, memberWrite, type EndpointDef } from '../endpoint-row';
import { amount, timestamp } from './common';

const digit = z.number().int().min(0).max(9);

const lotteryNumeroShape = () => ({
  numero: z.string().min(1),
  gameId: z.string().min(1),
  openTime: timestamp,
  closeTime: timestamp,
  drawTime: timestamp,
});
export const lotteryNumeroSchema = z.lazy(() => z.object(lotteryNumeroShape()));

export const lotteryDrawnSchema = z.lazy(() =>
  z.object({
    numero: z.string().min(1),
    gameId: z.string().min(1),
    drawTime: timestamp,
    result: z.array(digit).length(5),
    sum: z.number().int().min(0).max(45),
  }),
);

export const lotteryMenuGameSchema = z.lazy(() =>
  z.object({
    gameId: z.string().min(1),
    nodeId: z.number().int().positive(),
    gameName: z.string(),
    gameType: z.enum(['LOTT', 'ELOTT']),
    vassalage: z.string(),
    vendorName: z.string(),
    iconUrl: z.string(),
    periodSeconds: z.number().int().positive(),
    lockSeconds: z.number().int().nonnegative(),
    currentNumero: lotteryNumeroSchema,
  }),
);

export const lotteryMenuSchema = z.lazy(() =>
  z.object({
    prizeMode: z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']),
    serverTime: timestamp,
    list: z.array(lotteryMenuGameSchema),
  }),
);

export const lotteryRecentSchema = z.lazy(() =>
  z.object({
    serverTime: timestamp,
    list: z.array(lotteryMenuGameSchema),
  }),
);

export const lotteryOpenedSchema = z.lazy(() =>
  z.object({
    gameId: z.string(),
    serverTime: timestamp,
    list: z.array(lotteryDrawnSchema),
  }),
);

export const lotteryLastOpenedSchema = z.lazy(() =>
  z.object({
    gameId: z.string(),
    serverTime: timestamp,
    numero: lotteryDrawnSchema.nullable(),
  }),
);

export const lotteryNearSchema = z.lazy(() =>
  z.object({
    gameId: z.string(),
    serverTime: timestamp,
    currentNumero: lotteryNumeroSchema,
    nextNumero: lotteryNumeroSchema,
    lastNumero: lotteryDrawnSchema.nullable(),
  }),
);

export const lotteryDrawSchema = z.lazy(() =>
  z.object({
    ...lotteryNumeroShape(),
    serverTime: timestamp,
    state: z.enum(['OPEN', 'CLOSED', 'DRAWN']),
    result: z.array(digit).length(5).nullable(),
    sum: z.number().int().nullable(),
  }),
);

export const lotteryBettingSchema = z.lazy(() =>
  z.object({
    requestId: z.string(),
    totalStake: amount,
    orders: z.array(
      z.object({
        roundId: z.string(),
        gameId: z.string(),
        numero: z.string(),
        playId: z.enum(['D1', 'D2', 'D3', 'D4', 'D5', 'L2', 'L3', 'BS']),
        bettingContent: z.string(),
        bettingSlip: z.number().int().positive(),
        multiple: z.number().int().positive(),
        stake: amount,
        drawTime: timestamp,
      }),
    ),
  }),
);

export type LotteryMenuGameDto = z.output<typeof lotteryMenuGameSchema>;
export type LotteryNumeroDto = z.output<typeof lotteryNumeroSchema>;
export type LotteryDrawnDto = z.output<typeof lotteryDrawnSchema>;

/**
 * The lottery's rows of the endpoint table (endpoints.ts; docs/platform-protocol.md "Lottery"):
 * draws change every minute, so nothing is cached. `/lotto-vn/lgw/numeros/near` answers without the
 * envelope; the gateway reads the enveloped `/lgw/numeros/near` (lotteryNear), which carries the
 * same numero and more.
 */
export const lotteryEndpoints = {
  lotteryMenu: guestRead('/lgw/vn/games/game_menu', 'GAMELO3', lotteryMenuSchema),
  lotteryRecent: memberRead('/lgw/vn/games/game_menu/recent', 'GAMELO3', lotteryRecentSchema),
  lotteryRecentAll: memberRead('/lgw/games/game_menus/recent', 'GAMELO3', lotteryRecentSchema),
  lotteryOpenedNumero: guestRead('/lotto/lgw/games/opened/numero', 'GAMELO3', lotteryOpenedSchema),
  lotteryOpenedGame: guestRead('/lgw/vn/numeros/opened/game', 'GAMELO3', lotteryLastOpenedSchema),
  lotteryNear: guestRead('/lgw/numeros/near', 'GAMELO3', lotteryNearSchema),
  lotteryDraw: guestRead('/lgw/draw', 'GAMELO3', lotteryDrawSchema),
  lotteryBetting: memberWrite('/lotto-vn/lgw/betting', 'GAMELO3', lotteryBettingSchema),
} satisfies Record<string, EndpointDef>;
