/**
 * The platform's answers, one file per domain: its zod schemas (amounts become minor units at the
 * boundary) and, at the end, its rows of the endpoint table, which endpoints.ts assembles. A row is
 * declared beside the schema of the answer it promises, so the two are read and changed together.
 *
 * Each answer's schema is built on its first use (`z.lazy`), not when the Worker starts: a new
 * isolate built all of them (a few thousand zod objects) before its first request, and a request
 * reads a handful (ADR 055, 068). Only the small parts they share (`id`, `timestamp`, `flag`, a
 * file's `count`…) stay plain; fields that several schemas share are a function that builds them
 * (`teamNodeShape()`), spread into each schema, in place of `.extend` on a built object
 * (lazy-schemas.test.ts keeps every exported schema lazy).
 */
export * from './common';
export * from './system';
export * from './games';
export * from './favorites';
export * from './content';
export * from './session';
export * from './wallet';
export * from './security';
export * from './transfer';
export * from './withdraw';
export * from './deposit';
export * from './records';
export * from './agent-reports';
export * from './launch';
export * from './engagement';
export * from './rewards';
export * from './points';
export * from './lottery';
export * from './contracts';
export * from './agent';
export * from './chat';
export * from './responsible-gaming';
export * from './kyc';
export * from './consent';
export * from './complaints';
export * from './jackpots';
export * from './push';
export * from './tournaments';
export * from './privacy';
export * from './legal';
export * from './live';
