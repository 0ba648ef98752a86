import { describe, expect, it } from 'vitest';
import { popupMayOpen } from './AnnouncementPopup';

describe('popupMayOpen', () => {
  it('opens after the page a visitor came for, never on a sign-in page', () => {
    expect(popupMayOpen('/', false)).toBe(true);
    expect(popupMayOpen('/hot', false)).toBe(true);
    for (const path of ['/login', '/login/verify', '/register', '/agent', '/Agent/', '/forgot-password', '/reset-password', '/change-password']) {
      expect(popupMayOpen(path, false), path).toBe(false);
    }
    // The agent centre's pages are not its login.
    expect(popupMayOpen('/agentHome/agentTeamOverview', false)).toBe(true);
  });

  it('waits while another dialog is open', () => {
    expect(popupMayOpen('/', true)).toBe(false);
  });
});
