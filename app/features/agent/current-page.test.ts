import { describe, expect, it } from 'vitest';
import { agentPageCookie, agentPageOf, legacyAgentPageCleared, openingPage, rememberedPage } from './current-page';

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
    expect(rememberedPage('lng=ko; __Host-agentPage=registerCenter', pages)).toBe('registerCenter');
    expect(rememberedPage('__Host-agentPage=https://evil.example', pages)).toBeNull();
    expect(rememberedPage(null, pages)).toBeNull();
  });
  it('reads the cookie under its old name when only that is there', () => {
    expect(rememberedPage('lng=ko; agentPage=registerCenter', pages)).toBe('registerCenter');
    expect(rememberedPage('agentPage=registerCenter; __Host-agentPage=agentAnnouncement', pages)).toBe('agentAnnouncement');
    expect(rememberedPage('agentPage=https://evil.example', pages)).toBeNull();
  });
  it('opens the remembered page, else agentTeamOverview, else the first page', () => {
    expect(openingPage('__Host-agentPage=agentAnnouncement', pages)).toBe('agentAnnouncement');
    expect(openingPage('', pages)).toBe('agentTeamOverview');
    expect(openingPage('', ['registerCenter', 'agentAnnouncement'])).toBe('registerCenter');
    expect(openingPage('', [])).toBeNull();
  });
  it('writes a Secure __Host- cookie (Path=/, no Domain), on http too', () => {
    expect(agentPageCookie('registerCenter')).toBe('__Host-agentPage=registerCenter; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
  it('clears the old name only when it was presented', () => {
    expect(legacyAgentPageCleared('lng=ko; agentPage=registerCenter')).toEqual(['agentPage=; Path=/agentHome; Max-Age=0; SameSite=Lax']);
    expect(legacyAgentPageCleared('__Host-agentPage=registerCenter')).toEqual([]);
    expect(legacyAgentPageCleared(null)).toEqual([]);
  });
});
