import { describe, expect, it } from 'vitest';
import { allSettled } from './command-context';

describe('allSettled', () => {
  it('answers every step in order when all succeed', async () => {
    await expect(allSettled([Promise.resolve(1), Promise.resolve('two')])).resolves.toEqual([1, 'two']);
  });

  it('throws the first failure only once every step has settled, so no write outlives the command', async () => {
    const order: string[] = [];
    const write = new Promise<string>((resolve) => setTimeout(() => (order.push('write posted'), resolve('posted')), 20));
    const read = Promise.reject(new Error('answer lost'));
    await expect(allSettled([read, write]).finally(() => order.push('command ended'))).rejects.toThrow('answer lost');
    expect(order).toEqual(['write posted', 'command ended']);
  });
});
