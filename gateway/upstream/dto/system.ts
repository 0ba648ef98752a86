import { z } from 'zod';
import { flag, id, timestamp } from './common';

export const statusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: flag.optional(),
  regionRestriction: flag.optional(),
  maintenanceStartTime: timestamp.nullish(),
  maintenanceEndTime: timestamp.nullish(),
  blockedRegions: z.array(z.string()).default([]),
  location: z.object({ ip: z.string().nullish(), country: z.string().nullish() }).nullish(),
});
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
export const whitelabelSchema = z.object({ list: z.array(whitelabelNode) });

export const infoSchema = z.object({
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
});
export type InfoDto = z.infer<typeof infoSchema>;

export const helpCenterSchema = z.object({
  list: z.array(
    z.object({
      id,
      category: z.string(),
      title: z.string(),
      content: z.string(),
      sort: z.number().optional(),
    }),
  ),
});

export const domainRouteSchema = z.object({
  mainDomain: z.string().nullish(),
  domains: z.array(z.string()).default([]),
  imageCdn: z.array(z.string()).default([]),
  launchCdn: z.array(z.string()).default([]),
});

/** Our extension (docs/platform-protocol.md "The brand's theme"): read leniently here, judged in modules/system/theme.ts. */
export const themeSchema = z.object({
  scheme: z.string(),
  colors: z.record(z.string(), z.string()),
  fontFamily: z.string().nullish(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })).default([]),
});
export type ThemeDto = z.infer<typeof themeSchema>;
