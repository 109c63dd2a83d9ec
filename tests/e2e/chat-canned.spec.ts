// Canned replies in the Live Chat tab: the operator finds the '/' list empty, adds two replies in the
// manager, reorders them from the keyboard (a second tab follows live), then in a conversation types '/' and
// part of a title, presses Enter, and the box holds the reply, unsent, to be edited and sent. On a desk and
// on a phone, with screenshots and axe.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/api/chat';
import { sendChatMessage } from '../support/factories';
import {
  DESKTOP,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  newContext,
  PHONE,
  screenshot,
  useBrowser,
} from './fixtures';

const greeting = { title: 'Greeting', text: 'Hello! Thanks for writing to Lucky Draw.' };
const bank = {
  title: 'Bank details',
  text: 'Please transfer to Maybank 1234 5678 9012, then send us the receipt here.',
};

describe('canned replies in the Live Chat tab', () => {
  const suite = useBrowser({ admin: true });

  /** A visitor's new conversation, from an address of its own (one new conversation per address per 5 s). */
  async function startConversation(message: string): Promise<string> {
    const visitor: BrowserContext = await newContext(suite.browser, PHONE);
    try {
      return (await sendChatMessage(visitor.request, { senderName: 'Canned', message })).sessionId;
    } finally {
      await visitor.close();
    }
  }
  const messages = async (sessionId: string) =>
    (await (await suite.admin.request.get(`/api/chat/messages/${sessionId}`)).json()) as ChatMessage[];

  async function openConversation(page: Page, sessionId: string) {
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    await selectConversation(page, sessionId);
  }

  async function selectConversation(page: Page, sessionId: string) {
    const list = page.getByRole('region', { name: /^Conversations/ });
    await list.locator(`button[data-session-id="${sessionId}"]`).click();
    await page
      .getByRole('log', { name: /^Messages with/ })
      .getByText(/./)
      .first()
      .waitFor();
  }

  const replyBox = (page: Page) => page.getByRole('combobox', { name: 'Reply' });
  const manager = (page: Page) => page.getByRole('dialog', { name: 'Canned replies' });
  const rows = (dialog: Locator) => dialog.getByTestId('canned-reply');
  const titles = async (dialog: Locator) =>
    (await rows(dialog).locator('p.font-semibold').allTextContents()).map((t) => t.trim());

  async function addReply(dialog: Locator, reply: { title: string; text: string }) {
    await dialog.getByRole('button', { name: 'Add a reply' }).click();
    const form = dialog.getByRole('form', { name: 'New canned reply' });
    await form.getByRole('textbox', { name: 'Title' }).fill(reply.title);
    await form.getByRole('textbox', { name: 'Text' }).fill(reply.text);
    if (reply === greeting) await screenshot(dialog.page(), 'chat-canned-manager-form-desktop');
    await form.getByRole('button', { name: 'Save reply' }).click();
    await form.waitFor({ state: 'detached' });
    await rows(dialog).filter({ hasText: reply.title }).waitFor();
  }

  it('adds and reorders replies, and "/" puts one in the box for editing without sending it', async () => {
    const sessionId = await startConversation('How do I claim my prize?');
    const { page } = await suite.open(DESKTOP);
    await openConversation(page, sessionId);
    // A second operator tab, with the manager open, follows every change live.
    const second = await page.context().newPage();
    await second.goto('/admin');
    await second.getByRole('tab', { name: 'Live Chat' }).click();
    await second.getByRole('button', { name: 'Canned replies' }).click();
    await manager(second).getByText('No canned replies yet').waitFor();

    // No replies yet: '/' says so and points at the manager; Enter sends nothing.
    const box = replyBox(page);
    await box.click();
    await page.keyboard.type('/');
    const picker = page.getByTestId('canned-picker');
    await picker.getByText('No canned replies yet').waitFor();
    await screenshot(page, 'chat-canned-picker-empty-desktop');
    await page.keyboard.press('Enter');
    await picker.getByRole('button', { name: 'Add canned replies' }).click();

    const dialog = manager(page);
    await dialog.getByText('No canned replies yet').waitFor();
    await addReply(dialog, greeting);
    await addReply(dialog, bank);
    expect(await titles(dialog)).toEqual([greeting.title, bank.title]);

    // Reordered from the keyboard: focus stays with the moved reply (on Move down once it is first).
    const up = dialog.getByRole('button', { name: `Move “${bank.title}” up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => titles(dialog)).toEqual([bank.title, greeting.title]);
    expect(await up.isDisabled()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move “${bank.title}” down`);
    await dialog.getByText(`“${bank.title}” is now 1 of 2.`).waitFor({ state: 'attached' });
    await expect.poll(() => titles(manager(second))).toEqual([bank.title, greeting.title]);
    await second.close();

    await screenshot(page, 'chat-canned-manager-desktop');
    await expectNoSeriousAxeIssues(page, 'canned replies manager');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Focus is back in the box, which still holds the '/'. The list shows both, in their order.
    await box.focus();
    await box.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('/');
    const listbox = page.getByRole('listbox', { name: 'Canned replies' });
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    expect(await options.allTextContents()).toEqual([bank.title + bank.text, greeting.title + greeting.text]);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const activeOption = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      return id === null ? null : page.locator(`[id="${id}"]`).textContent();
    };
    expect(await activeOption()).toContain(bank.title);
    await page.keyboard.press('ArrowDown');
    expect(await activeOption()).toContain(greeting.title);
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await activeOption()).toContain(bank.title);

    // Escape closes it; the '/' stays as typed.
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('/');

    // '/' and part of a title, case aside: the one reply; Enter puts its text in the box, sending nothing.
    await page.keyboard.press('Backspace');
    const before = (await messages(sessionId)).length;
    await page.keyboard.type('Hi! /DETAIL');
    expect(await options.allTextContents()).toEqual([bank.title + bank.text]);
    await screenshot(page, 'chat-canned-picker-desktop');
    await expectNoSeriousAxeIssues(page, "the reply box's '/' list");
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    expect(await box.inputValue()).toBe(`Hi! ${bank.text}`);
    await page.waitForTimeout(500);
    expect((await messages(sessionId)).length).toBe(before);

    // Edited, then sent with Enter as any reply.
    await page.keyboard.type(' Ref 42.');
    await page.keyboard.press('Enter');
    const sent = `Hi! ${bank.text} Ref 42.`;
    await page
      .getByRole('log', { name: /^Messages with/ })
      .getByText(sent)
      .waitFor();
    await expect.poll(async () => (await messages(sessionId)).at(-1)?.message).toBe(sent);
    expect(await box.inputValue()).toBe('');
  });

  it('works the same on a phone', async () => {
    const sessionId = await startConversation('Is the draw open today?');
    const { page } = await suite.open(PHONE);
    // On a phone the tab's tools are on the list's screen; a conversation then has the whole screen.
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    await page.getByRole('button', { name: 'Canned replies' }).click();
    const dialog = manager(page);
    await expect.poll(() => titles(dialog)).toEqual([bank.title, greeting.title]);
    await screenshot(page, 'chat-canned-manager-phone');
    await expectNoSeriousAxeIssues(page, 'canned replies manager on a phone');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await selectConversation(page, sessionId);

    const box = replyBox(page);
    await box.click();
    await page.keyboard.type('/gree');
    const listbox = page.getByRole('listbox', { name: 'Canned replies' });
    await listbox.getByRole('option', { name: new RegExp(greeting.title) }).waitFor();
    await box.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await screenshot(page, 'chat-canned-picker-phone');
    await expectNoSeriousAxeIssues(page, "the reply box's '/' list on a phone");

    // A tap puts it in as Enter does.
    await listbox.getByRole('option', { name: new RegExp(greeting.title) }).click();
    expect(await box.inputValue()).toBe(greeting.text);
    expect((await messages(sessionId)).length).toBe(1);

    // Put into a message already near the limit, it passes it: said in words, and Send waits.
    await box.fill(`${'x'.repeat(1990)} /gree`);
    await listbox.getByRole('option', { name: new RegExp(greeting.title) }).click();
    expect((await box.inputValue()).length).toBeGreaterThan(2000);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: 'Reply is too long: at most 2000 characters.' })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect((await messages(sessionId)).length).toBe(1);
  });
});
