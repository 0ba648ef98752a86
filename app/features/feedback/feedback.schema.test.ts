import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BYTES } from '#app/features/withdraw/proof';
import { feedbackSchema } from './feedback.schema';

function form(content: string | null, files: File[] = []) {
  const data = new FormData();
  if (content !== null) data.set('content', content);
  if (files.length === 0) data.append('images', new File([], '', { type: 'application/octet-stream' }));
  for (const file of files) data.append('images', file);
  return parseWithZod(data, { schema: feedbackSchema });
}
const errors = (result: ReturnType<typeof form>) => (result.status === 'success' ? null : result.error);
const image = (bytes: number, type = 'image/png', name = 'a.png') => new File([new Uint8Array(bytes)], name, { type });

describe('feedbackSchema', () => {
  it('takes 140 characters (an emoji counts once) with no image or up to 3 images of 5 MB', () => {
    const ok = form(`  ${'가'.repeat(139)}😀  `);
    expect(ok.status).toBe('success');
    expect(ok.status === 'success' && ok.value).toEqual({ content: `${'가'.repeat(139)}😀`, images: [] });
    expect(form('hi', [image(MAX_PROOF_BYTES), image(10, 'image/jpeg', 'b.jpg'), image(10)]).status).toBe('success');
  });

  it('refuses empty or 141 characters, a 4th image, a gif and 5 MB + 1 byte', () => {
    expect(errors(form('   '))?.content).toEqual(['feedback.errors.required']);
    expect(errors(form(null))?.content).toEqual(['feedback.errors.required']);
    expect(errors(form('a'.repeat(141)))?.content).toEqual(['feedback.errors.tooLong|{"max":140}']);
    expect(errors(form('hi', [image(1), image(1), image(1), image(1)]))?.images).toEqual(['feedback.errors.tooMany|{"max":3}']);
    expect(Object.values(errors(form('hi', [image(10, 'image/gif', 'c.gif')])) ?? {}).flat()).toContain('feedback.errors.type');
    expect(Object.values(errors(form('hi', [image(MAX_PROOF_BYTES + 1)])) ?? {}).flat()).toContain('feedback.errors.tooLarge');
  });
});
