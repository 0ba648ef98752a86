import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

/** The table of every call and its source in docs/platform-protocol.md, between its markers. */
function documentedCalls() {
  const doc = readFileSync(new URL('../../docs/platform-protocol.md', import.meta.url), 'utf8');
  const table = doc.slice(doc.indexOf('<!-- calls:start -->'), doc.indexOf('<!-- calls:end -->'));
  return table
    .split('\n')
    .map((line) => /^\| `(\w+)` \| (GET|POST|PUT|DELETE) `([^`]+)` \| ([a-z ]+?) +\|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, row, method, path, source]) => ({ row: row!, method: method!, path: path!, source: source! }));
}

describe('the protocol document', () => {
  it('lists every endpoint row once, with its method, path and source', () => {
    const documented = documentedCalls();
    expect(documented.map((d) => d.row).sort()).toEqual(Object.keys(endpoints).sort());
    for (const d of documented) {
      const def = endpoints[d.row as keyof typeof endpoints];
      expect(`${d.method} ${d.path}`, d.row).toBe(`${def.method} ${def.path}`);
      expect(['spec', 'research facts', 'extension'], d.row).toContain(d.source);
    }
  });
});
