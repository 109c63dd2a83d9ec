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

export const DRAFT_SAVED = 'Draft saved, not published';
export const PUBLISHED = 'Published: no unpublished changes';

/** Publish, confirmed in its dialog, which first says what changes; then the save's toast and the status. */
export async function publishDraft(
  page: Page,
  { pageName, changes, toastText }: { pageName: string; changes: string; toastText: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Publish the ${pageName}?` });
  await confirm.getByText(`Changes: ${changes}.`).waitFor();
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await toast(page, toastText).waitFor();
  await confirm.waitFor({ state: 'detached' });
  await page.getByText(PUBLISHED).waitFor();
}
