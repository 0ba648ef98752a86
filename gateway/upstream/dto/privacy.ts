import * as z from 'zod';
import { memberRead, memberWrite, sealedMemberWrite, type EndpointDef } from '../endpoint-row';
import { timestamp } from './common';

/**
 * A player's own data: the archive and the erasure, this project's extension
 * (docs/platform-protocol.md "A player's own data"; docs/decisions/063-a-players-own-data.md).
 */
export const EXPORT_STATUSES = ['QUEUED', 'PREPARING', 'READY', 'FAILED', 'EXPIRED'] as const;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => (value ?? null) as z.output<T> | null);

export const dataExportSchema = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    status: z.enum(EXPORT_STATUSES),
    progress: z.number().int().min(0).max(100),
    requestedAt: timestamp,
    readyAt: nullable(timestamp),
    expiresAt: nullable(timestamp),
    size: nullable(z.number().int().nonnegative()),
  }),
);
export type DataExportDto = z.output<typeof dataExportSchema>;

export const dataErasureSchema = z.lazy(() => z.object({ requestedAt: timestamp, eraseAfter: timestamp, erasedAt: nullable(timestamp) }));

export const myDataSchema = z.lazy(() =>
  z.object({
    exports: z.array(dataExportSchema).max(50),
    erasure: nullable(dataErasureSchema),
    settings: z.object({ exportHours: z.number().int().positive(), retentionDays: z.number().int().nonnegative() }),
    // Whether the member keeps their wins off public lists (docs/decisions/064); absent on a platform without the choice.
    publicWins: nullable(z.object({ hidden: z.boolean() })),
  }),
);

export const publicWinsSchema = z.lazy(() => z.object({ hidden: z.boolean() }));

export const dataLinkSchema = z.lazy(() => z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/), expiresAt: timestamp }));

/** The rows of the endpoint table (endpoints.ts); a platform without them answers function.not.available or 404 and the page is hidden. */
export const privacyEndpoints = {
  myData: memberRead('/wps/member/data', 'COMM3', myDataSchema),
  requestDataExport: memberWrite('/wps/member/data/export', 'COMM3', dataExportSchema),
  // The member's wins kept off public lists (the winner board, a jackpot's winners), or shown there again, masked.
  setPublicWins: memberWrite('/wps/member/data/publicWins', 'COMM3', publicWinsSchema),
  // Both carry the login password: sealed, as the payment password's calls are.
  dataExportLink: sealedMemberWrite('/wps/member/data/export/link', 'COMM3', dataLinkSchema),
  requestErasure: sealedMemberWrite('/wps/member/data/erase', 'COMM3', dataErasureSchema),
  // The archive itself (a ZIP), streamed to the member's browser by the portal's resource route.
  dataArchive: memberRead(
    '/wps/member/data/export/download',
    'COMM3',
    z
      .string()
      .transform((type) => type.split(';')[0]!.trim().toLowerCase())
      .pipe(z.literal('application/zip')),
    { binary: true },
  ),
} satisfies Record<string, EndpointDef>;
