/**
 * The platform's answers, one file per domain: its zod schemas (amounts become minor units at the
 * boundary) and, at the end, its rows of the endpoint table, which endpoints.ts assembles. A row is
 * declared beside the schema of the answer it promises, so the two are read and changed together.
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
export * from './live';
