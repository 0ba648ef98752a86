import { createRequire } from 'node:module';
import { createElement as h, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { encodeStringsInPlace, streamRendererSource } from './vite-react-stream-encoding';

/** The stream renderer's one entry the Worker uses (its module's other exports are not read here). */
type StreamRenderer = Pick<typeof import('react-dom/server'), 'renderToReadableStream'>;

const require = createRequire(import.meta.url);

/** A CommonJS module's exports from its source, its `require` answered from this repository's packages. */
function load(source: string): StreamRenderer {
  const module = { exports: {} as StreamRenderer };
  new Function('require', 'module', 'exports', source)(require, module, module.exports);
  return module.exports;
}

const source = streamRendererSource();
const library = load(source);
const copy = load(encodeStringsInPlace(source));

/** A small seeded generator, so a failure names the document that broke. */
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

// Short and long pieces, multi-byte ones (2, 3 and 4 bytes a character) and ones to escape.
const WORDS = ['a', '한국어 텍스트', 'ไทย', '😀 emoji', 'x'.repeat(170), 'y'.repeat(600), '<&>"\'', 'Tiếng Việt', '', 'ü'.repeat(171)];

/** A component that suspends once per value (a streamed boundary), settled by `settle`. */
function suspender(settled: Map<string, true | Promise<void>>) {
  return function Late({ value }: { value: string }) {
    const state = settled.get(value);
    if (state === true) return h('b', null, value);
    if (state === undefined)
      settled.set(
        value,
        new Promise<void>((resolve) => setTimeout(resolve, 1)).then(() => void settled.set(value, true)),
      );
    throw settled.get(value);
  };
}

function documentFor(seed: number, Late: ReturnType<typeof suspender>): ReactNode {
  const random = generator(seed);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const children = (depth: number): ReactNode[] => {
    const nodes: ReactNode[] = [];
    const count = Math.floor(random() * 6);
    for (let i = 0; i < count; i++) {
      const kind = random();
      if (depth > 4 || kind < 0.3) nodes.push(pick() + i);
      else if (kind < 0.4) nodes.push(h(Suspense, { key: i, fallback: h('i', null, 'loading') }, h(Late, { value: pick() + seed })));
      else {
        const tag = ['div', 'span', 'a', 'li', 'img', 'input', 'p'][Math.floor(random() * 7)];
        const props = { key: i, className: pick(), 'data-x': 'ü'.repeat(Math.floor(random() * 300)), style: { color: 'red', '--v': '한' } };
        const empty = tag === 'img' || tag === 'input' || random() < 0.5;
        nodes.push(h(tag, props, ...(empty ? [] : children(depth + 1))));
      }
    }
    return nodes;
  };
  return h('html', null, h('body', null, ...children(0)));
}

async function render(renderer: StreamRenderer, seed: number): Promise<Buffer> {
  const Late = suspender(new Map());
  const stream = await renderer.renderToReadableStream(documentFor(seed, Late), { bootstrapScriptContent: 'window.x="한"', identifierPrefix: 'p' });
  const chunks: Buffer[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

describe("the Worker's stream renderer", () => {
  it('sends the library’s bytes, byte for byte, for random documents with streamed boundaries and multi-byte text', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      const expected = await render(library, seed);
      const actual = await render(copy, seed);
      expect(actual.equals(expected), `document ${seed}: ${actual.length} bytes, the library's ${expected.length}`).toBe(true);
    }
  });

  it('encodes a piece of text only when it does not fit the view, instead of every piece', async () => {
    const calls = { library: 0, copy: 0 };
    const encode = TextEncoder.prototype.encode;
    const counting = (key: keyof typeof calls) =>
      function (this: TextEncoder, input?: string) {
        calls[key] += 1;
        return encode.call(this, input);
      };
    // A list of 100 cards of short pieces, as a lobby's.
    const cards = h(
      'ul',
      null,
      ...Array.from({ length: 100 }, (_, i) => h('li', { key: i, className: 'game-card' }, h('a', { href: `/game/${i}` }, `Game ${i}`))),
    );
    const renderCards = async (renderer: StreamRenderer) => {
      const stream = await renderer.renderToReadableStream(cards);
      await new Response(stream).arrayBuffer();
    };
    try {
      TextEncoder.prototype.encode = counting('library');
      await renderCards(library);
      TextEncoder.prototype.encode = counting('copy');
      await renderCards(copy);
    } finally {
      TextEncoder.prototype.encode = encode;
    }
    // The library encodes the class, the address and the text of every card; the copy none of them
    // (it still encodes the few prefixes a render starts with, as the library does).
    expect(calls.library).toBeGreaterThanOrEqual(300);
    expect(calls.copy).toBeLessThan(10);
  });

  it('fails the build when the library’s text changes', () => {
    expect(() => encodeStringsInPlace(source.replace('function u(a){return ca.encode(a)}', 'function u(a){return ca.encode(String(a))}'))).toThrow(
      /react-dom changed: "function u\(a\)\{return ca.encode\(a\)\}"/,
    );
  });
});
