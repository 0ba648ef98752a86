import { describe, expect, it } from 'vitest';
import { downloadRefusalOf, downloadSchema, eraseAfterOf, erasureSchema } from './privacy.schema';

describe('the data page', () => {
  it('reads only the refusals it words from the address', () => {
    expect(downloadRefusalOf('password')).toBe('password');
    expect(downloadRefusalOf('expired')).toBe('expired');
    for (const raw of [null, '', 'PASSWORD', '<b>x</b>', 'toString', '__proto__']) expect(downloadRefusalOf(raw)).toBeNull();
  });

  it('reads a moment to erase at only as a plain count of milliseconds', () => {
    expect(eraseAfterOf('1900000000000')).toBe(1_900_000_000_000);
    for (const raw of [null, '', '-1', '1e12', '0', '12', '19000000000000000000']) expect(eraseAfterOf(raw)).toBeNull();
  });

  it('asks a password and an archive id for a download, a password and a tick for an erasure', () => {
    expect(downloadSchema.safeParse({ id: '12', password: 'secret' }).success).toBe(true);
    expect(downloadSchema.safeParse({ id: '0', password: 'secret' }).success).toBe(false);
    expect(downloadSchema.safeParse({ id: '12', password: '' }).success).toBe(false);
    expect(erasureSchema.safeParse({ intent: 'erase', password: 'secret', confirm: 'on' }).success).toBe(true);
    expect(erasureSchema.safeParse({ intent: 'erase', password: 'secret' }).success).toBe(false);
  });
});
