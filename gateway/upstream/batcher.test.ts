import { describe, expect, it } from 'vitest';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { batchesOf, batchesOffered, MAX_BATCH_PARTS, readBatchLines, UpstreamBatcher, type BatchPart, type BatchTransport, type PartAnswer } from './batcher';
import { endpoints } from './endpoints';

const part = (name: 'systemStatus' | 'whitelabel' | 'gameMenus', background = false): BatchPart => ({
  name,
  def: endpoints[name],
  url: `https://platform.test${endpoints[name].path}`,
  auth: false,
  ticket: { background },
});

/** A transport that records what it was asked and answers as told. */
function transport(batchAnswer: (parts: readonly BatchPart[], onAnswer: (i: number, a: PartAnswer) => void) => Promise<'sent' | 'unsupported'>) {
  const singles: string[] = [];
  const batches: string[][] = [];
  const t: BatchTransport = {
    single: async (p) => {
      singles.push(p.name);
      return { status: 200, text: `alone:${p.name}`, sentAt: 0 };
    },
    batch: async (parts, onAnswer) => {
      batches.push(parts.map((p) => p.name));
      return batchAnswer(parts, onAnswer);
    },
  };
  return { t, singles, batches };
}

const answerAll = async (parts: readonly BatchPart[], onAnswer: (i: number, a: PartAnswer) => void) => {
  // Answered out of order, as a platform streams them when they finish.
  for (const i of [...parts.keys()].reverse()) onAnswer(i, { status: 200, text: `batched:${parts[i]!.name}`, sentAt: 0 });
  return 'sent' as const;
};

describe('the batcher', () => {
  it('sends reads asked for in the same turn as one batch, each getting its own answer', async () => {
    const { t, singles, batches } = transport(answerAll);
    const batcher = new UpstreamBatcher('platform-a', t);
    const answers = await Promise.all([batcher.send(part('systemStatus')), batcher.send(part('whitelabel')), batcher.send(part('gameMenus'))]);
    expect(batches).toEqual([['systemStatus', 'whitelabel', 'gameMenus']]);
    expect(singles).toEqual([]);
    expect(answers.map((a) => a.text)).toEqual(['batched:systemStatus', 'batched:whitelabel', 'batched:gameMenus']);
  });

  it('puts what the first screen waits for before the background reads, each answer still reaching its caller', async () => {
    const { t, batches } = transport(answerAll);
    const batcher = new UpstreamBatcher('platform-order', t);
    const winners = part('gameMenus', true);
    const joined = part('whitelabel', true);
    const answers = Promise.all([batcher.send(winners), batcher.send(joined), batcher.send(part('systemStatus'))]);
    // A first-screen caller joins the background read before the batch leaves (client.ts dedupe).
    joined.ticket.background = false;
    const texts = (await answers).map((a) => a.text);
    expect(batches).toEqual([['whitelabel', 'systemStatus', 'gameMenus']]);
    expect(texts).toEqual(['batched:gameMenus', 'batched:whitelabel', 'batched:systemStatus']);
  });

  it('sends a read alone when nothing else was asked for in its turn, and later turns as batches of their own', async () => {
    const { t, singles, batches } = transport(answerAll);
    const batcher = new UpstreamBatcher('platform-b', t);
    expect((await batcher.send(part('systemStatus'))).text).toBe('alone:systemStatus');
    await Promise.all([batcher.send(part('whitelabel')), batcher.send(part('gameMenus'))]);
    expect(singles).toEqual(['systemStatus']);
    expect(batches).toEqual([['whitelabel', 'gameMenus']]);
  });

  it('falls back to single calls for a platform without batches, and remembers it for that platform only', async () => {
    const { t, singles, batches } = transport(async () => 'unsupported');
    const batcher = new UpstreamBatcher('platform-c', t);
    const answers = await Promise.all([batcher.send(part('systemStatus')), batcher.send(part('whitelabel'))]);
    expect(answers.map((a) => a.text)).toEqual(['alone:systemStatus', 'alone:whitelabel']);
    expect(batches).toHaveLength(1);
    expect(batchesOffered('platform-c')).toBe(false);
    expect(batchesOffered('platform-d')).toBe(true);
    // The next request's reads go one by one without asking again.
    const next = transport(answerAll);
    await Promise.all([
      new UpstreamBatcher('platform-c', next.t).send(part('systemStatus')),
      new UpstreamBatcher('platform-c', next.t).send(part('gameMenus')),
    ]);
    expect(next.batches).toEqual([]);
    expect(singles).toEqual(['systemStatus', 'whitelabel']);
  });

  it('fails the unanswered parts under their own names when the batch fails, and keeps the answers that came', async () => {
    const { t } = transport(async (parts, onAnswer) => {
      onAnswer(0, { status: 200, text: 'first', sentAt: 0 });
      throw new UpstreamError(ErrorCode.UpstreamTimeout, 'no answer within 10 ms', 'batch');
    });
    const batcher = new UpstreamBatcher('platform-e', t);
    const [first, second] = await Promise.allSettled([batcher.send(part('systemStatus')), batcher.send(part('whitelabel'))]);
    expect(first).toEqual({ status: 'fulfilled', value: { status: 200, text: 'first', sentAt: 0 } });
    expect(second.status).toBe('rejected');
    const error = (second as PromiseRejectedResult).reason as UpstreamError;
    expect(error.code).toBe(ErrorCode.UpstreamTimeout);
    expect(error.endpoint).toBe('whitelabel');
  });

  it('sends more reads than one batch holds as several batches side by side, and keeps batching after', async () => {
    const { t, singles, batches } = transport(answerAll);
    const batcher = new UpstreamBatcher('platform-many', t);
    const many = Array.from({ length: MAX_BATCH_PARTS + 3 }, (_, i) => part(i % 2 ? 'whitelabel' : 'systemStatus'));
    const answers = await Promise.all(many.map((p) => batcher.send(p)));
    expect(batches.map((b) => b.length)).toEqual([MAX_BATCH_PARTS, 3]);
    expect(singles).toEqual([]);
    expect(answers.every((a) => a.text.startsWith('batched:'))).toBe(true);
    // Still a platform with batches: the next turn is one batch again.
    await Promise.all([batcher.send(part('systemStatus')), batcher.send(part('gameMenus'))]);
    expect(batches).toHaveLength(3);
    expect(batchesOffered('platform-many')).toBe(true);
  });

  it('fails a part the batch answer left out as malformed', async () => {
    const { t } = transport(async (_parts, onAnswer) => {
      onAnswer(1, { status: 200, text: 'second', sentAt: 0 });
      onAnswer(7, { status: 200, text: 'nobody asked', sentAt: 0 });
      return 'sent';
    });
    const batcher = new UpstreamBatcher('platform-f', t);
    const [first, second] = await Promise.allSettled([batcher.send(part('systemStatus')), batcher.send(part('whitelabel'))]);
    expect(((first as PromiseRejectedResult).reason as UpstreamError).code).toBe(ErrorCode.UpstreamMalformed);
    expect(second).toEqual({ status: 'fulfilled', value: { status: 200, text: 'second', sentAt: 0 } });
  });
});

describe('reading a batch answer', () => {
  const stream = (chunks: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });

  it('reads lines split anywhere, multi-byte characters included, and skips lines that are not parts', async () => {
    const lines: [number, number, string][] = [];
    const line = (i: number, body: string) => `${JSON.stringify({ i, status: 200, body })}\n`;
    const text = line(1, '{"value":"한국어"}') + 'not json\n' + JSON.stringify({ i: 'x', status: 200, body: '' }) + '\n' + line(0, '{"value":1}').trimEnd();
    const bytes = new TextEncoder().encode(text);
    // Split inside the first Korean character's three bytes.
    const cut = new TextEncoder().encode(text.slice(0, text.indexOf('한'))).length + 1;
    await readBatchLines(stream([bytes.slice(0, cut), bytes.slice(cut)]), (i, status, body) => lines.push([i, status, body]));
    expect(lines).toEqual([
      [1, 200, '{"value":"한국어"}'],
      [0, 200, '{"value":1}'],
    ]);
  });
});

describe('cutting reads into batches', () => {
  const read = (url: string, payload?: string) => ({ url, payload });

  it("keeps each batch within 20 parts and a 32 KB body, in the reads' order", () => {
    const reads = Array.from({ length: 45 }, (_, i) => read(`https://p.test/wps/relay/X?i=${i}`));
    const groups = batchesOf(reads);
    expect(groups.map((g) => g.length)).toEqual([20, 20, 5]);
    expect(groups.flat()).toEqual(reads);
    const large = Array.from({ length: 6 }, (_, i) => read(`https://p.test/wps/x?i=${i}`, 'x'.repeat(10_000)));
    expect(batchesOf(large).map((g) => g.length)).toEqual([3, 3]);
  });

  it('gives a read larger than a batch a group of its own (sent alone)', () => {
    const groups = batchesOf([read('https://p.test/a'), read('https://p.test/b', 'x'.repeat(40_000)), read('https://p.test/c')]);
    expect(groups.map((g) => g.map((r) => r.url.slice(-1)))).toEqual([['a'], ['b'], ['c']]);
  });
});
