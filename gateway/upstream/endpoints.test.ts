/**
 * Every row of the endpoint table reads its answer with a schema of what the protocol promises: a
 * placeholder that takes anything would let a wrong answer through to the resolvers unnoticed.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { acknowledgedSchema } from './dto';
import { endpoints } from './endpoints';

/**
 * The rows that may still take any answer, each with why (`rowName: 'reason'`): a row whose answer
 * cannot be read yet. A row that gets its schema leaves this list (the last test fails until it
 * does), so the list only shrinks. Empty: every row reads its answer.
 */
const PLACEHOLDERS_ALLOWED: Record<string, string> = {};

/** A value of every JSON kind, and none: a schema that takes them all checks nothing. */
const PROBES: unknown[] = [undefined, null, true, 0, -1.5, '', 'x', [], [1], {}, { any: 'thing' }];

/** z.unknown(), z.any(), or anything wrapped around them (optional, nullable, a transform): it takes every probe. */
function isPlaceholder(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return true;
  return PROBES.every((probe) => {
    try {
      return schema.safeParse(probe).success;
    } catch {
      // A transform that throws refused the value.
      return false;
    }
  });
}

const rows = Object.entries(endpoints) as [string, { schema: z.ZodType }][];

describe('the endpoint table', () => {
  it('tells a placeholder from a schema', () => {
    for (const placeholder of [z.unknown(), z.any(), z.unknown().optional(), z.any().nullable(), z.unknown().transform((v) => v)]) {
      expect(isPlaceholder(placeholder)).toBe(true);
    }
    for (const schema of [acknowledgedSchema, z.object({}), z.object({}).passthrough(), z.string(), z.array(z.unknown())]) {
      expect(isPlaceholder(schema)).toBe(false);
    }
  });

  it('has no placeholder schema outside the allow-list', () => {
    const placeholders = rows.filter(([name, def]) => isPlaceholder(def.schema) && !(name in PLACEHOLDERS_ALLOWED)).map(([name]) => name);
    expect(placeholders).toEqual([]);
  });

  it('allows only rows that exist and still take anything, each with its reason', () => {
    for (const [name, reason] of Object.entries(PLACEHOLDERS_ALLOWED)) {
      const def = (endpoints as Record<string, { schema: z.ZodType }>)[name];
      expect(def, `${name} is no row any more: drop it from the allow-list`).toBeDefined();
      expect(isPlaceholder(def!.schema), `${name} has a schema now: drop it from the allow-list`).toBe(true);
      expect(reason.trim()).not.toBe('');
    }
  });
});
