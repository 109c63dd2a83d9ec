// What the HOME and NOTICE builder specs both do to the page: read a toast, find a text field by its
// exact label, and move a row up from the keyboard as dnd-kit expects it.
import type { Locator, Page } from 'playwright-core';

export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** A text field by its exact label ('Title' is not 'Subtitle', and a tab panel is named 'Content'). */
export const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Space picks the row up by its handle, ArrowUp moves it one place, Space drops it. */
export async function moveUpByKeyboard(page: Page, handleName: string): Promise<void> {
  await page.getByRole('button', { name: handleName }).focus();
  await page.keyboard.press('Space');
  // Each key is given time to take effect before the next (dnd-kit moves the row asynchronously).
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
}
