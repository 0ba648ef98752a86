import { describe, expect, it } from 'vitest';
import { closeDocumentLast } from './document-end';

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(closeDocumentLast())).text();
}

describe('closeDocumentLast', () => {
  it('moves the shell’s closing tags after the chunks streamed behind it', async () => {
    expect(await through(['<html><body><p>a</p></body></html>', '<div hidden id="S:0">b</div><script>1</script>'])).toBe(
      '<html><body><p>a</p><div hidden id="S:0">b</div><script>1</script></body></html>',
    );
  });

  it('finds the closing tags split across chunks, at any byte', async () => {
    const page = '<html><body><p>한국어</p></body></html><script>late()</script>';
    for (let cut = 1; cut < page.length; cut++) {
      expect(await through([page.slice(0, cut), page.slice(cut)]), String(cut)).toBe('<html><body><p>한국어</p><script>late()</script></body></html>');
    }
  });

  it('leaves a whole document, and a body that is no document, as they are', async () => {
    expect(await through(['<html><body>x</body>', '</html>'])).toBe('<html><body>x</body></html>');
    expect(await through(['<p>a</', 'body'])).toBe('<p>a</body');
  });
});
