/**
 * A visitor address of its own (IPv6 documentation range), sent as X-Test-Client-IP (honoured only
 * with development tools on): per-address limits such as the registration throttle then count this
 * test's requests alone, however many other tests ran from the loopback address before.
 */
export function freshAddress(): string {
  const part = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${(Date.now() % 0x10000).toString(16)}:${part()}::${part()}`;
}

export const fromFreshAddress = () => ({ 'X-Test-Client-IP': freshAddress() });
