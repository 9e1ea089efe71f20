// What the lesson specs share: turning the tile in hand as the keyboard does.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Turns the tile in hand to `rot` with R, as the keyboard does, and waits for the hand to show it. */
export async function turnTo(page: Page, w: Locator, rot: number): Promise<void> {
  const turned = w.locator('.cb-hand [data-turned]');
  for (let i = 0; i < 4 && (await turned.getAttribute('data-turned')) !== String(rot); i++) {
    const before = await turned.getAttribute('data-turned');
    await page.keyboard.press('r');
    await expect(turned).not.toHaveAttribute('data-turned', before ?? '');
  }
  await expect(turned).toHaveAttribute('data-turned', String(rot));
}
