import { describe, expect, it } from 'vitest';
import { depositSchema } from './deposit';

const base = { depositId: 1, status: 'PENDING', methodCode: 'EWALLET', kind: 'LAUNCH_URL', bankType: 'MPESA', amount: '10.00', createdAt: 1 };

describe('deposit links from the platform', () => {
  it('keeps paths on the portal and https addresses, and drops anything a browser should not follow', () => {
    const urlOf = (paymentUrl: string) => depositSchema.parse({ ...base, paymentUrl }).paymentUrl;
    expect(urlOf('/provider/pay/abc')).toBe('/provider/pay/abc');
    expect(urlOf('https://pay.example.com/x?y=1')).toBe('https://pay.example.com/x?y=1');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'http://pay.example.com/x', '//evil.example/x', '/\\evil.example', 'not a url']) {
      expect(urlOf(bad), bad).toBeNull();
    }
  });
});

describe('deposit states', () => {
  it('reads HELD, our extension: a late payment of a cancelled deposit waiting for the operator', () => {
    expect(depositSchema.parse({ ...base, status: 'HELD' }).status).toBe('HELD');
    expect(depositSchema.safeParse({ ...base, status: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});
