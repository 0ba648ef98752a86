import { describe, expect, it } from 'vitest';
import { contractInfoSchema } from './contracts';

describe('the consolidated contract info', () => {
  it('reads a live answer of only the spec’s four fields: pages for the kinds held, no counts', () => {
    const v = contractInfoSchema.parse({ divtypereq: 'SUCCESS', dailysalreqtype: null, contracthoursalreq: 'NEW', sumBalance: '12.00' });
    expect(v.kinds).toEqual([
      { kind: 'DIVIDEND', reqType: 'SUCCESS', awaiting: 0, given: 0, page: true },
      { kind: 'DAILY', reqType: null, awaiting: 0, given: 0, page: false },
      { kind: 'HOURLY', reqType: 'NEW', awaiting: 0, given: 0, page: true },
      { kind: 'REALTIME', reqType: null, awaiting: 0, given: 0, page: false },
    ]);
    expect(v).toMatchObject({ awaiting: 0, awaitingAsDownline: 0, dividendsDue: 0, contracts: [] });
  });

  it('keeps the extension’s summary when the platform gives it, and refuses a request kind it does not know', () => {
    const kinds = [{ kind: 'DAILY', reqType: null, awaiting: 2, given: 1, page: true }];
    const v = contractInfoSchema.parse({ divtypereq: null, kinds, awaiting: 2, awaitingAsDownline: 1, dividendsDue: 3, contracts: [] });
    expect(v).toMatchObject({ kinds, awaiting: 2, awaitingAsDownline: 1, dividendsDue: 3 });
    expect(contractInfoSchema.safeParse({ divtypereq: 'MAYBE' }).success).toBe(false);
  });
});
