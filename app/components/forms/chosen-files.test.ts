import { describe, expect, it } from 'vitest';
import { chosenFiles } from './chosen-files';

describe('chosenFiles', () => {
  it('drops what an input with nothing chosen posts, and keeps the rest for the schema', () => {
    const png = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    expect(chosenFiles(undefined)).toEqual([]);
    expect(chosenFiles(new File([], ''))).toEqual([]);
    expect(chosenFiles('')).toEqual([]);
    expect(chosenFiles([png, new File([], '')])).toEqual([png]);
    expect(chosenFiles('not a file')).toEqual(['not a file']);
  });
});
