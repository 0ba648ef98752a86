import * as z from 'zod';
import { toMinorUnits } from '../money';

/** The protocol's response envelope. `value` is validated per endpoint. */
export const envelopeSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    value: z.unknown().optional(),
    message: z.string().nullish(),
    errorCode: z.string().nullish(),
  }),
);

/** '1'/'0', 1/0 or true/false on the wire; a boolean here. */
export const flag = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === '1');

/** An amount on the wire (number with up to two decimals) as integer minor units. */
export const amount = z.union([z.number(), z.string()]).transform((v) => toMinorUnits(v));

/** Ids arrive as numbers or strings; GraphQL IDs are strings. */
export const id = z.union([z.number(), z.string()]).transform(String);

export const timestamp = z.number().int().nonnegative();

/**
 * A call that answers only that it succeeded: `value: null`. An answer without `value` reads the
 * same (a serializer that drops null fields leaves it out); anything else is not the protocol's.
 */
export const acknowledgedSchema = z.lazy(() => z.null().optional());

/**
 * One line of a batch's NDJSON answer (our extension, docs/platform-protocol.md "Batched public
 * reads"): which part (its index in the batch), and the HTTP status and body text its own call
 * would have answered.
 */
export const batchLineSchema = z.lazy(() =>
  z.object({
    i: z.number().int().min(0),
    status: z.number().int().min(100).max(599),
    body: z.string(),
  }),
);
