import { describe, expect, it } from 'vitest';
import { agentPageShows } from './contracts';

describe('agentPageShows (the platform rule)', () => {
  const base = { moduleOn: true, agent: true, headsChain: false, reqType: null, awaiting: 0, given: 0 };
  it('the brand module off or a non-agent: never', () => {
    expect(agentPageShows({ ...base, moduleOn: false, headsChain: true, reqType: 'SUCCESS' })).toBe(false);
    expect(agentPageShows({ ...base, agent: false, reqType: 'SUCCESS' })).toBe(false);
  });
  it('an agent heading a chain: always', () => {
    expect(agentPageShows({ ...base, headsChain: true })).toBe(true);
  });
  it('a sub-agent: with a contract of the kind (offered, in force, asked to end), one given, or one waiting', () => {
    expect(agentPageShows(base)).toBe(false);
    for (const reqType of ['NEW', 'SUCCESS', 'TERMINATION']) expect(agentPageShows({ ...base, reqType })).toBe(true);
    expect(agentPageShows({ ...base, given: 1 })).toBe(true);
    expect(agentPageShows({ ...base, awaiting: 1 })).toBe(true);
  });
});
