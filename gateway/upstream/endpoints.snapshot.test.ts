/**
 * The endpoint table as data: every row's path, method, module id, token, encryption, cache
 * strategy, flags and response schema, kept in endpoints.snapshot.json beside this test. The file
 * was written from the table while it was still one file, so the split into one part per domain
 * (the rows now sit beside their schemas in dto/<domain>.ts) is proven to have changed no row.
 * A row changed on purpose is a change of this file too: run the test with `-u` and read the diff.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as dto from './dto';
import { endpoints, type EndpointDef } from './endpoints';

/** The name dto/ exports the schema under (the same object, not an equal one), or what kind an inline schema is. */
function schemaName(schema: z.ZodType): string {
  const named = Object.entries(dto).find(([, value]) => value === schema);
  return named ? named[0] : `inline ${schema.def.type}`;
}

/**
 * One row as plain data: the fields it sets (in name order, so how a row is written does not
 * matter), the cache strategy by name and the schema by its export name.
 */
function describeRow(def: EndpointDef) {
  const fields: Record<string, unknown> = { ...def, cache: def.cache?.name ?? null, schema: schemaName(def.schema) };
  return Object.fromEntries(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]]),
  );
}

/** Rows by name, in name order: what each row is, whichever domain file declares it. */
function describeTable(table: Record<string, EndpointDef>) {
  return Object.fromEntries(
    Object.keys(table)
      .sort()
      .map((name) => [name, describeRow(table[name]!)]),
  );
}

describe('the endpoint table', () => {
  it('has every row exactly as the snapshot records it', async () => {
    await expect(`${JSON.stringify(describeTable(endpoints), null, 2)}\n`).toMatchFileSnapshot('./endpoints.snapshot.json');
  });

  it("is every domain's rows, each row declared in one domain only", () => {
    const domains = Object.entries(dto).filter(([name]) => name.endsWith('Endpoints')) as [string, Record<string, EndpointDef>][];
    const names = domains.flatMap(([, rows]) => Object.keys(rows));
    expect(names.length, 'a row name declared in two domains').toBe(new Set(names).size);
    expect([...names].sort()).toEqual(Object.keys(endpoints).sort());
    for (const [domain, rows] of domains) {
      for (const [name, def] of Object.entries(rows)) expect((endpoints as Record<string, EndpointDef>)[name], `${domain}.${name}`).toBe(def);
    }
  });
});
