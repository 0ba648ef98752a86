/**
 * A keyboard's way through the frame: how far a control is from the top of a page in Tab stops.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated } from './fixtures';

/**
 * How many presses of Tab on a page just opened reach `target` (the first reaches the skip link);
 * more than 30 fail.
 */
export async function tabStopsTo(page: Page, url: string, target: Locator): Promise<number> {
  await gotoHydrated(page, url);
  await expect(target).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  for (let stops = 1; stops <= 30; stops += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return stops;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${url}: not reached in 30 Tab stops`);
}
