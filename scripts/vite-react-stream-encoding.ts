import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { applyCheckedEdits, besideServerBuild, type CheckedEdit } from './lib/worker-library-copy';

/**
 * Writes the Worker's copy of `react-dom/server` beside the server build
 * (`build/server/react-dom-server.cjs`, which wrangler.toml's `[alias]` makes the Worker's imports
 * use; ADR 049). React 18's stream renderer for browsers and Workers encodes every piece of the
 * document on its own (`TextEncoder.encode` of each tag name, attribute name, escaped value and
 * text: about 1,800 attributes on the home page) and then copies the bytes into its 512-byte view:
 * react-dom took 7.3 ms of a warm home page's 19 ms of JavaScript (`npm run bench:cpu`), 3.5 ms
 * with this copy. React's
 * own renderer for Node writes strings straight into its view with `encodeInto`, and React 19 does
 * so everywhere; the copy does the same in the Workers build, with two edits:
 * - a piece of text stays a string until it is written (`u`, the library's "string to chunk");
 * - the writer (`p`, "write chunk") encodes a string into the view where it stands, and one that
 *   might not fit (over 170 characters) goes out in its own bytes, as the library sends a piece
 *   longer than the view.
 * The bytes sent are the same, byte for byte (tested over random documents with streamed
 * Suspense boundaries and multi-byte text across the view's edges). The legacy renderer
 * (`renderToString`) is left out: the Worker renders every page, the guard's too, with the stream
 * renderer, and the legacy one cost the upload 35 KB and its start its compilation. Production
 * builds only: the Worker runs the production build.
 *
 * Each edit must find its text exactly once, so a new release fails the build here (react-dom is
 * pinned at 18.3.1 in package.json).
 */
export function reactStreamRendererForWorker(): Plugin {
  return besideServerBuild('react-stream-renderer-for-worker', () => ({
    'react-dom-server-stream.cjs': encodeStringsInPlace(reactServerSource(STREAM_FILE)),
    'react-dom-server.cjs': ENTRY,
  }));
}

const STREAM_FILE = 'cjs/react-dom-server.browser.production.min.js';

/** What `react-dom/server` answers in a Worker (the package's server.browser.js, production only). */
const ENTRY = `'use strict';
// Written by the server build (scripts/vite-react-stream-encoding.ts, ADR 049): react-dom/server.browser.js's
// stream renderer, the copy that writes strings into its view; no legacy renderer (renderToString).
var s = require('./react-dom-server-stream.cjs');
exports.version = s.version;
exports.renderToReadableStream = s.renderToReadableStream;
`;

/** One of the installed react-dom's files (`cjs/...`), read from the package. */
export function reactServerSource(file: string): string {
  const require = createRequire(import.meta.url);
  return readFileSync(join(dirname(require.resolve('react-dom/package.json')), file), 'utf8');
}

/** The stream renderer's production build, as the library has it. */
export const streamRendererSource = (): string => reactServerSource(STREAM_FILE);

const EDITS: CheckedEdit[] = [
  {
    // The view is `l` (512 bytes, `n` of them written), `ca` the TextEncoder, `a` the stream's controller.
    find: 'function p(a,b){if(0!==b.length)if(512<b.length)',
    replace: `function p(a,b){if("string"===typeof b){writeStringForWorker(a,b);return}if(0!==b.length)if(512<b.length)`,
  },
  {
    find: 'function u(a){return ca.encode(a)}',
    replace: `function u(a){return a}
function writeStringForWorker(a, b) {
  if (b.length === 0) return;
  // A string whose bytes might not fit the view goes out in its own bytes, as the library sends a piece longer than its view.
  if (3 * b.length > 512) {
    if (n > 0) {
      a.enqueue(new Uint8Array(l.buffer, 0, n));
      l = new Uint8Array(512);
      n = 0;
    }
    a.enqueue(ca.encode(b));
    return;
  }
  var result = ca.encodeInto(b, n > 0 ? l.subarray(n) : l);
  n += result.written;
  if (result.read < b.length) {
    // The view is full up to a character that did not fit: send what it holds, the rest starts the next one.
    a.enqueue(l.subarray(0, n));
    l = new Uint8Array(512);
    n = ca.encodeInto(b.slice(result.read), l).written;
  }
  if (n === 512) {
    a.enqueue(l);
    l = new Uint8Array(512);
    n = 0;
  }
}`,
  },
];

/** The stream renderer's source with the edits above, each found exactly once. */
export function encodeStringsInPlace(source: string): string {
  return applyCheckedEdits(source, EDITS, 'react-dom', 'scripts/vite-react-stream-encoding.ts');
}
