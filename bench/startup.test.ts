import { describe, expect, it } from 'vitest';
import { startupCpuMs, uploadSize } from './startup.mjs';

describe("a Worker's upload and start (bench/startup.mjs)", () => {
  it("reads the upload's size from wrangler's dry run, and fails when the line is missing", () => {
    const output = 'Your Worker has access to the following bindings:\nTotal Upload: 2840.95 KiB / gzip: 710.23 KiB\n--dry-run: exiting now.';
    expect(uploadSize(output)).toEqual({ kb: 2840.95, gzipKb: 710.23 });
    expect(() => uploadSize('--dry-run: exiting now.')).toThrow(/no upload size/);
  });

  it('counts every sample of a start but idle, long spacings included (a start never waits)', () => {
    const frame = (functionName: string, url = '') => ({ functionName, url, scriptId: '1', lineNumber: 0, columnNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('__init', 'entry.worker.js') },
        { id: 3, callFrame: frame('(garbage collector)') },
        { id: 4, callFrame: frame('(idle)') },
        { id: 5, callFrame: frame('(program)') },
      ],
      // Each sample holds until the next: 3 ms of JavaScript, 1 ms of collector, 2 ms idle, 0.5 ms of the runtime.
      samples: [2, 2, 3, 4, 5, 5],
      timeDeltas: [0, 1000, 2000, 1000, 2000, 500, 0],
    };
    expect(startupCpuMs(profile)).toBeCloseTo(4.5, 5);
  });
});
