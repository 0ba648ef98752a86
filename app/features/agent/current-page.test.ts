import { describe, expect, it } from 'vitest';
import { agentPageCookie, agentPageOf, openingPage, rememberedPage } from './current-page';

const pages = ['agentAnnouncement', 'agentTeamOverview', 'registerCenter'];

describe('the remembered agent page', () => {
  it('names a page from its path, only one of the menu’s', () => {
    expect(agentPageOf('/agentHome/registerCenter', pages)).toBe('registerCenter');
    expect(agentPageOf('/agentHome/registerCenter/', pages)).toBe('registerCenter');
    expect(agentPageOf('/agentHome', pages)).toBeNull();
    expect(agentPageOf('/agentHome/unknown', pages)).toBeNull();
    expect(agentPageOf('/member/registerCenter', pages)).toBeNull();
  });
  it('reads the cookie, ignoring pages that are not in the menu', () => {
    expect(rememberedPage('lng=ko; agentPage=registerCenter', pages)).toBe('registerCenter');
    expect(rememberedPage('agentPage=https://evil.example', pages)).toBeNull();
    expect(rememberedPage(null, pages)).toBeNull();
  });
  it('opens the remembered page, else agentTeamOverview, else the first page', () => {
    expect(openingPage('agentPage=agentAnnouncement', pages)).toBe('agentAnnouncement');
    expect(openingPage('', pages)).toBe('agentTeamOverview');
    expect(openingPage('', ['registerCenter', 'agentAnnouncement'])).toBe('registerCenter');
    expect(openingPage('', [])).toBeNull();
  });
  it('writes a cookie scoped to the agent centre', () => {
    expect(agentPageCookie('registerCenter', true)).toBe('agentPage=registerCenter; Path=/agentHome; Max-Age=31536000; SameSite=Lax; Secure');
  });
});
