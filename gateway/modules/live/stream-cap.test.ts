import { Repeater } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { addressKey, releasing, SLOT_MAX_AGE_MS, StreamCap } from './stream-cap';

describe('addressKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressKey('203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('address:203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = 'address:2001:db8:85a3:0::/64';
    for (const ip of [
      '2001:db8:85a3::1',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      '2001:DB8:85A3::ffff:1',
      '2001:db8:85a3:0:1:2:3:4',
      '2001:db8:85a3::1%eth0',
    ])
      expect(addressKey(ip), ip).toBe(key);
    expect(addressKey('2001:db8:85a3:1::1')).toBe('address:2001:db8:85a3:1::/64');
    expect(addressKey('::1')).toBe('address:0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('address:2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('address:203.0.113.7');
  });

  it('counts what is not an address as itself, and no address as one key', () => {
    expect(addressKey('1::2::3')).toBe('address:1::2::3');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('address:1:2:3:4:5:6:7:8:9');
    expect(addressKey('::ffff:999.1')).toBe('address:::ffff:999.1');
    expect(addressKey(null)).toBe('address:unknown');
    expect(addressKey('  ')).toBe('address:unknown');
  });
});

describe('StreamCap', () => {
  it('lets a key hold `limit` streams, refuses the next, and takes one again once a place is given back', () => {
    const cap = new StreamCap(3);
    const releases = [cap.take('a'), cap.take('a'), cap.take('a')];
    expect(releases.every(Boolean)).toBe(true);
    expect(cap.take('a')).toBeNull();
    // Another key is counted apart.
    expect(cap.take('b')).not.toBeNull();
    releases[1]!();
    // Giving a place back twice frees one place only.
    releases[1]!();
    expect(cap.count('a')).toBe(2);
    expect(cap.take('a')).not.toBeNull();
    expect(cap.take('a')).toBeNull();
  });

  it('forgets a key whose streams all ended', () => {
    const cap = new StreamCap(1);
    const release = cap.take('a')!;
    release();
    expect(cap.count('a')).toBe(0);
    expect(cap.take('a')).not.toBeNull();
  });

  it('stops counting a place never given back once it is older than any stream can be', () => {
    let now = 1_000_000;
    const cap = new StreamCap(2, () => now);
    cap.take('a');
    now += SLOT_MAX_AGE_MS / 2;
    cap.take('a');
    expect(cap.take('a')).toBeNull();
    now += SLOT_MAX_AGE_MS / 2 + 1;
    expect(cap.count('a')).toBe(1);
    expect(cap.take('a')).not.toBeNull();
  });
});

describe('releasing', () => {
  const events = (values: number[]) =>
    new Repeater<number>(async (push, stop) => {
      for (const value of values) await push(value);
      stop();
    });

  it('gives the place back once when the stream runs out', async () => {
    const release = vi.fn();
    const stream = releasing(events([1, 2]), release);
    const seen: number[] = [];
    for await (const value of stream) seen.push(value);
    expect(seen).toEqual([1, 2]);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('gives the place back when the reader stops, even before the first event, and never runs the stream then', async () => {
    const release = vi.fn();
    const started = vi.fn();
    const stream = releasing(
      new Repeater<number>(async () => {
        started();
      }),
      release,
    );
    expect(await stream.return!()).toEqual({ done: true, value: undefined });
    expect(release).toHaveBeenCalledTimes(1);
    expect(started).not.toHaveBeenCalled();

    const read = releasing(events([1, 2, 3]), release);
    expect(await read.next()).toEqual({ done: false, value: 1 });
    await read.return!();
    await read.return!();
    expect(release).toHaveBeenCalledTimes(2);
  });

  it('gives the place back when the stream fails', async () => {
    const release = vi.fn();
    const failing = new Repeater<number>((_push, stop) => {
      stop(new Error('platform gone'));
    });
    await expect(releasing(failing, release).next()).rejects.toThrow('platform gone');
    expect(release).toHaveBeenCalledTimes(1);
  });
});
