import { Repeater } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { releasing, SLOT_MAX_AGE_MS, StreamCap } from './stream-cap';

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
