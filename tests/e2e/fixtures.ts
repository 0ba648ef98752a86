import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** The reference platform's development routes, reached through the portal (development only). */
export class PlatformControl {
  constructor(private readonly request: APIRequestContext) {}

  async setStatus(status: 0 | 1 | 2, maintenanceEndTime: number | null = null) {
    const response = await this.request.put('/__dev/platform/status', { data: { status, maintenanceEndTime } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }

  async setFault(endpoint: string, fault: { delayMs?: number; errorRate?: number; malformed?: boolean }) {
    const response = await this.request.put('/__dev/platform/faults', { data: { endpoint, ...fault } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }

  async clearFaults() {
    const response = await this.request.delete('/__dev/platform/faults');
    expect(response.ok(), await response.text()).toBeTruthy();
  }
}

/** Serious or critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** Opens a page and waits until React has hydrated it (the root marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

export const test = base.extend<{ platform: PlatformControl }>({
  platform: async ({ request }, use) => {
    const control = new PlatformControl(request);
    await use(control);
    // Every test leaves the platform as it found it.
    await control.clearFaults();
    await control.setStatus(0);
  },
});

export { expect };
