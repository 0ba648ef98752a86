/**
 * React 18 writes the document's closing `</body></html>` with the shell, and the sections that
 * stream after it (a Suspense boundary's content, Remix's deferred data and their `<script>`s) come
 * after `</html>`, where an HTML parser is in its "after after body" state: browsers move them into
 * the body, validators stop with a fatal error. This stream holds back the shell's closing tags and
 * writes them after the last streamed chunk, so every chunk stays inside the body and the document
 * ends where it should. Bytes pass through as they come: only the few bytes that may begin the
 * closing tags wait for the next chunk, and once the tags are found every later chunk passes
 * untouched (no decoding, so the page's CPU time stays as it was).
 */
const END = new TextEncoder().encode('</body></html>');

/** Where `END` starts in `bytes` (-1 when it does not). */
function indexOfEnd(bytes: Uint8Array): number {
  outer: for (let start = bytes.indexOf(END[0]!); start !== -1 && start <= bytes.length - END.length; start = bytes.indexOf(END[0]!, start + 1)) {
    for (let offset = 1; offset < END.length; offset++) if (bytes[start + offset] !== END[offset]) continue outer;
    return start;
  }
  return -1;
}

/** How many of the last bytes of `bytes` are the start of `END` (they may end in the next chunk). */
function partialEnd(bytes: Uint8Array): number {
  for (let length = Math.min(END.length - 1, bytes.length); length > 0; length--) {
    let matches = true;
    for (let offset = 0; offset < length && matches; offset++) matches = bytes[bytes.length - length + offset] === END[offset];
    if (matches) return length;
  }
  return 0;
}

export function closeDocumentLast(): TransformStream<Uint8Array, Uint8Array> {
  let found = false;
  let carry = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      if (found) return controller.enqueue(chunk);
      const bytes = carry.length ? concat(carry, chunk) : chunk;
      const at = indexOfEnd(bytes);
      if (at !== -1) {
        found = true;
        carry = new Uint8Array(0);
        if (at > 0) controller.enqueue(bytes.subarray(0, at));
        if (at + END.length < bytes.length) controller.enqueue(bytes.subarray(at + END.length));
        return;
      }
      const held = partialEnd(bytes);
      if (held < bytes.length) controller.enqueue(bytes.subarray(0, bytes.length - held));
      carry = bytes.slice(bytes.length - held);
    },
    flush(controller) {
      if (carry.length) controller.enqueue(carry);
      if (found) controller.enqueue(END);
    },
  });
}

function concat(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first);
  joined.set(second, first.length);
  return joined;
}
