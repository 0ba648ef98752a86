import { describe, expect, it } from 'vitest';
import { switchLanguage } from './language-switch.server';

const post = (fields: Record<string, string>) =>
  switchLanguage(new Request('https://portal.test/language', { method: 'POST', body: new URLSearchParams(fields) }));

describe('the language switch', () => {
  it('sets the cookie and goes back without a ?lng= that would outrank the choice', async () => {
    const response = await post({ lng: 'th', redirectTo: '/rng?lng=en&page=2#top' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/rng?page=2#top');
    expect(response.headers.get('Set-Cookie')).toMatch(/^lng=/);
  });

  it('changes nothing for a language the portal does not speak, and never leaves the site', async () => {
    const response = await post({ lng: 'fr', redirectTo: '//evil.example/' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Location')).toBe('/');
  });
});
