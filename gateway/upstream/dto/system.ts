import * as z from 'zod';
import { CacheLong, CacheMedium, CacheShort } from '#gateway/cache';
import { publicRead, row, type EndpointDef } from '../endpoint-row';
import { batchLineSchema, flag, id, timestamp } from './common';

export const statusSchema = z.lazy(() =>
  z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: flag.optional(),
    regionRestriction: flag.optional(),
    maintenanceStartTime: timestamp.nullish(),
    maintenanceEndTime: timestamp.nullish(),
    blockedRegions: z.array(z.string()).default([]),
    location: z.object({ ip: z.string().nullish(), country: z.string().nullish() }).nullish(),
  }),
);
export type StatusDto = z.infer<typeof statusSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
const whitelabelNode: z.ZodType<WhitelabelNode, unknown> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: flag,
    childrenNodes: z
      .array(whitelabelNode)
      .nullish()
      .transform((nodes) => nodes ?? []),
  }),
);
export const whitelabelSchema = z.lazy(() => z.object({ list: z.array(whitelabelNode) }));

export const infoSchema = z.lazy(() =>
  z.object({
    brandName: z.string(),
    mainDomain: z.string().nullish(),
    licenceText: z.string().nullish(),
    gtagId: z.string().nullish(),
    /** Our addition (docs/platform-protocol.md): the brand's IANA time zone. */
    timeZone: z.string().nullish(),
    languages: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        currencySymbol: z.string(),
        isDefault: flag.optional(),
      }),
    ),
    customerService: z.array(z.object({ type: z.string(), url: z.string() })).default([]),
    resources: z.array(z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string().nullish() })).default([]),
    // Our safer-gambling display (docs/platform-protocol.md "Safer-gambling display (our extension)"):
    // absent on a platform without it, and then nothing of it shows; a value out of shape is dropped
    // alone (the brand's every page reads this block: a typo in the licence must not take it down).
    licence: z
      .object({
        licensee: z.string(),
        address: z.string().nullish(),
        number: z.string().nullish(),
        authority: z.string().nullish(),
        sealUrl: z.string().nullish(),
        verifyUrl: z.string().nullish(),
      })
      .nullish()
      .catch(null),
    helpline: z.object({ name: z.string(), phone: z.string().nullish(), url: z.string().nullish() }).nullish().catch(null),
    minimumAge: z.number().int().min(16).max(25).nullish().catch(null),
    inactivityMinutes: z.number().int().positive().max(1440).nullish().catch(null),
    sessionFigures: z.boolean().nullish().catch(null),
    // Jackpots that can be won (docs/platform-protocol.md "Jackpot pools"): absent on a platform
    // without them, which shows the spec's decorative counter.
    jackpotPools: z.boolean().nullish().catch(null),
    decorativeJackpot: z.boolean().nullish().catch(null),
    // Tournaments (docs/platform-protocol.md "Tournaments"): absent on a platform without them.
    tournaments: z.boolean().nullish().catch(null),
  }),
);
export type InfoDto = z.infer<typeof infoSchema>;

export const helpCenterSchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        id,
        category: z.string(),
        title: z.string(),
        content: z.string(),
        sort: z.number().optional(),
      }),
    ),
  }),
);

export const domainRouteSchema = z.lazy(() =>
  z.object({
    mainDomain: z.string().nullish(),
    domains: z.array(z.string()).default([]),
    imageCdn: z.array(z.string()).default([]),
    launchCdn: z.array(z.string()).default([]),
  }),
);

/** Our extension (docs/platform-protocol.md "The brand's theme"): read leniently here, judged in modules/system/theme.ts. */
export const themeSchema = z.lazy(() =>
  z.object({
    scheme: z.string(),
    colors: z.record(z.string(), z.string()),
    fontFamily: z.string().nullish(),
    logoUrl: z.string(),
    faviconUrl: z.string(),
    icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })).default([]),
  }),
);
export type ThemeDto = z.infer<typeof themeSchema>;

/** The system's rows of the endpoint table (endpoints.ts): public, each cached as long as its answer keeps. */
export const systemEndpoints = {
  systemStatus: publicRead('/wps/system/status', 'COMM3', statusSchema, CacheShort),
  whitelabel: publicRead('/wps/system/whitelabel', 'COMM3', whitelabelSchema, CacheMedium),
  domainRoute: publicRead('/wps/system/domainRoute', 'COMM3', domainRouteSchema, CacheLong),
  helpCenter: publicRead('/wps/system/helpCenter', 'COMM3', helpCenterSchema, CacheLong),
  systemInfo: publicRead('/wps/system/info', 'COMM3', infoSchema, CacheMedium),
  // Our extension (docs/platform-protocol.md "Batched public reads"): several cached public reads in
  // one request, sent by upstream/batcher.ts only; its answer is NDJSON, each line (this schema) one
  // part's status and body, read by that part's own row. A platform without it is sent each read alone.
  batch: row({ path: '/wps/batch', method: 'POST', moduleId: 'COMM3', token: 'optional', encrypted: false, cache: null, schema: batchLineSchema }),
  // Our extension (docs/platform-protocol.md "The brand's theme"): a platform without it answers function.not.available or 404.
  brandTheme: publicRead('/wps/system/theme', 'COMM3', themeSchema, CacheLong),
} satisfies Record<string, EndpointDef>;
