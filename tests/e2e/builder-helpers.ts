// What the HOME and NOTICE builder specs both do to the page: read a toast, find a text field by its
// exact label, move a row up from the keyboard as dnd-kit expects it, and publish after reading what the
// confirmation lists.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** The selected part of a text field that has the keyboard; null while it does not. */
export const selectedText = (input: Locator) =>
  input.evaluate((el) =>
    el instanceof HTMLInputElement && el === document.activeElement
      ? el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0)
      : null,
  );

export const DRAFT_SAVED = 'Draft saved, not published';
export const PUBLISHED = 'Published: no unpublished changes';

/**
 * What the publish confirmation lists: under Added, Changed and Removed each entry's label and place
 * ('Hero section “Welcome” · position 1'), then the notes ('The order changed', 'Settings changed').
 */
export interface PublishChanges {
  added?: string[];
  changed?: string[];
  removed?: string[];
  notes?: string[];
  /** A group's count when it is more than the names listed (the rest are 'and N more'). */
  totals?: Partial<Record<'added' | 'changed' | 'removed', number>>;
}

/** The confirmation lists exactly these names under their groups (a group with none is not there). */
export async function expectPublishChanges(confirm: Locator, changes: PublishChanges): Promise<void> {
  await confirm.waitFor();
  for (const [group, heading] of [
    ['added', 'Added'],
    ['changed', 'Changed'],
    ['removed', 'Removed'],
  ] as const) {
    const names = changes[group] ?? [];
    const list = confirm.getByRole('list', { name: new RegExp(`^${heading} \\(`) });
    if (names.length === 0) {
      expect(await list.count(), `no ${heading} group`).toBe(0);
      continue;
    }
    const total = changes.totals?.[group] ?? names.length;
    await confirm.getByRole('heading', { name: `${heading} (${total})`, exact: true }).waitFor();
    // A no-break space keeps a place's number with its word; read as a space.
    const listed = await list.getByRole('listitem').allTextContents();
    expect(
      listed.map((name) => name.replace(/\u00a0/g, ' ')),
      heading,
    ).toEqual(names);
  }
  for (const note of changes.notes ?? []) await confirm.getByText(note, { exact: true }).waitFor();
}

/** Publish, confirmed in its dialog, which first lists what changes; then the save's toast and the status. */
export async function publishDraft(
  page: Page,
  { pageName, changes, toastText }: { pageName: string; changes: PublishChanges; toastText: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Publish the ${pageName}?` });
  await expectPublishChanges(confirm, changes);
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await toast(page, toastText).waitFor();
  await confirm.waitFor({ state: 'detached' });
  await page.getByText(PUBLISHED).waitFor();
}
