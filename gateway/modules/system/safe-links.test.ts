import { describe, expect, it } from 'vitest';
import { dialableNumber, httpsOnly } from './safe-links';

describe('the footer’s links from platform data', () => {
  it('keeps https addresses only', () => {
    expect(httpsOnly('https://www.gamcare.org.uk')).toBe('https://www.gamcare.org.uk');
    expect(httpsOnly('http://www.gamcare.org.uk')).toBeNull();
    expect(httpsOnly('javascript:alert(1)')).toBeNull();
    expect(httpsOnly('/verify')).toBeNull();
    expect(httpsOnly('')).toBeNull();
    expect(httpsOnly(null)).toBeNull();
  });

  it('keeps a dialable number, without its spaces and dashes', () => {
    expect(dialableNumber('+44 808 802-0133')).toBe('+448088020133');
    expect(dialableNumber('1336')).toBe('1336');
    expect(dialableNumber('12')).toBeNull();
    expect(dialableNumber('call 1336')).toBeNull();
    expect(dialableNumber('1336;ext=2')).toBeNull();
    expect(dialableNumber(undefined)).toBeNull();
  });
});
