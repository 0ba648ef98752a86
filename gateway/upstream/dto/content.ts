import * as z from 'zod';
import { CacheShort } from '#gateway/cache';
import { publicRead, relay, type EndpointDef } from '../endpoint-row';
import { amount, flag, id, timestamp } from './common';
import { MARKETING_PRODUCTS } from './consent';

export const winnerBoardSchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        vo: z.object({
          customerId: id,
          customerName: z.string(),
          iconUrl: z.string(),
          gameName: z.string(),
          winAmount: amount,
          vassalage: z.string(),
          gameCode: z.string(),
          gameType: z.string().nullish(),
          nodeId: id.nullish(),
          isGame: z.string().nullish(),
        }),
      }),
    ),
  }),
);
export type WinnerDto = z.infer<typeof winnerBoardSchema>['list'][number]['vo'] & { index: number };

const announcement = z.object({
  id,
  title: z.string(),
  content: z.string().default(''),
  promotionType: z.string().nullish(),
  execution: z.enum(['A', 'B', 'F']),
  timestamp,
  /**
   * Our extension (docs/platform-protocol.md "Marketing consent per product and channel"): the
   * announcement is marketing of a product; a member sees it only when they allow that product's
   * marketing on the site. Absent, or a product this portal does not know: the announcement is not
   * marketing of a known product, and is shown as before.
   */
  marketing: flag.optional(),
  product: z.enum(MARKETING_PRODUCTS).nullish().catch(null),
});
export type AnnouncementDto = z.infer<typeof announcement>;

export const announcementsSchema = z.lazy(() =>
  z.object({
    banners: z
      .array(
        z.object({
          id,
          groupName: z.string(),
          imageUrl: z.string(),
          linkageType: z.enum(['NONE', 'URL', 'GAME', 'PROMOTION']).catch('NONE'),
          linkUrl: z.string().nullish(),
          title: z.string().default(''),
        }),
      )
      .optional(),
    player: z.array(announcement).optional(),
    popup: z.array(announcement).optional(),
    promotion: z
      .object({
        contents: z.array(
          z.object({
            id,
            title: z.string(),
            content: z.string().default(''),
            promotionType: z.string(),
            imageUrl: z.string().nullish(),
            timestamp,
          }),
        ),
      })
      .optional(),
    notices: z.array(z.object({ id, title: z.string(), content: z.string().default(''), timestamp })).optional(),
  }),
);

/** The announcements' and the winner board's rows of the endpoint table (endpoints.ts): public, cached briefly. */
export const contentEndpoints = {
  announcements: publicRead(relay('MCSFE_getListAnnouncements'), 'COMM3', announcementsSchema, CacheShort, { alternate: 'MCS2_getListAnnouncements' }),
  winnerBoard: publicRead(relay('ODSFE2_getWinnerBoard'), 'COMM3', winnerBoardSchema, CacheShort, { method: 'POST' }),
} satisfies Record<string, EndpointDef>;
