import { describe, expect, it } from 'vitest';
import { isValidKey, REQUEST_ID_RULE, RequestId } from './idempotency';

describe('a request id', () => {
  const good = ['a1b2c3d4', 'lottery:round-7.x_y', 'x'.repeat(80), '0f8fad5b-d9cb-469f-a165-70867728950e'];
  const bad = ['short', 'x'.repeat(81), 'has space1', 'ünïcode-key', 'semi;colon1', '', 12345678, null, undefined];

  it('is 8 to 80 printable characters of a small set, the same rule for the ledger and every route', () => {
    for (const key of good) {
      expect(isValidKey(key), key).toBe(true);
      expect(RequestId.safeParse(key).success, key).toBe(true);
    }
    for (const key of bad) {
      expect(isValidKey(key), String(key)).toBe(false);
      const parsed = RequestId.safeParse(key);
      expect(parsed.success, String(key)).toBe(false);
      // Whatever was sent, a string or not, the refusal says the rule.
      expect(parsed.error?.issues[0]?.message).toBe(REQUEST_ID_RULE);
    }
  });
});
