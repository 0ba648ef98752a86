import { describe, expect, it } from 'vitest';
import * as dto from './index';

/** The plain parts every answer's schema shares: a handful of zod objects, built once at start. */
const SHARED_PARTS = ['amount', 'flag', 'id', 'legalKind', 'timestamp'];

describe("the platform's answers' schemas (ADR 055, 068)", () => {
  it('are each built on first use, not when a new isolate starts: every exported schema but the shared parts is a z.lazy', () => {
    const schemas = Object.entries(dto).filter(([, value]) => typeof value === 'object' && value !== null && '_zod' in value);
    expect(schemas.length).toBeGreaterThan(150);
    const built = schemas.filter(([name, value]) => !SHARED_PARTS.includes(name) && (value as { _zod: { def: { type: string } } })._zod.def.type !== 'lazy');
    expect(built.map(([name]) => name)).toEqual([]);
  });

  it('still read an answer once built: a lazy schema parses as its definition does', () => {
    expect(dto.legalRefSchema.parse({ kind: 'TERMS', version: 2 })).toEqual({ kind: 'TERMS', version: 2 });
    expect(dto.legalRefSchema.safeParse({ kind: 'TERMS', version: 0 }).success).toBe(false);
    expect(dto.feedbackImageTypeSchema.parse('IMAGE/PNG; charset=binary')).toBe('image/png');
  });
});
