import { describe, expect, it } from 'vitest';
import { isAbandonedLoad, quietAbandonedLoads } from './abandoned-loads';

describe('an abandoned load', () => {
  it('is an AbortError, nothing else (a timeout, a failure or a plain error is still reported)', () => {
    expect(isAbandonedLoad(new DOMException('signal is aborted without reason', 'AbortError'))).toBe(true);
    expect(isAbandonedLoad(new DOMException('signal timed out', 'TimeoutError'))).toBe(false);
    expect(isAbandonedLoad(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbandonedLoad(new Error('AbortError'))).toBe(false);
    expect(isAbandonedLoad(undefined)).toBe(false);
  });

  // Decoding such a body with turbo-stream here (a first line, then the router's abort) leaves the
  // rejections nobody can catch that this is for: the test runner reports them as errors of the file.
  it('is marked handled by the listener, and nothing else is', () => {
    const reason = new DOMException('signal is aborted without reason', 'AbortError');
    const listeners: ((event: PromiseRejectionEvent) => void)[] = [];
    quietAbandonedLoads({ addEventListener: (_type: string, listener: (event: PromiseRejectionEvent) => void) => listeners.push(listener) } as never);
    const event = (value: unknown) => {
      let prevented = false;
      listeners[0]!({ reason: value, preventDefault: () => (prevented = true) } as unknown as PromiseRejectionEvent);
      return prevented;
    };
    expect(event(reason)).toBe(true);
    expect(event(new TypeError('Failed to fetch'))).toBe(false);
  });
});
