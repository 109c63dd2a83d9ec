// The visitor's chat widget as the chat specs find it: its launcher, its panel, the message box, the
// conversation's log, and the conversation's id the widget keeps on this device.
import type { Page } from 'playwright-core';

export const launcher = (page: Page) => page.getByTestId('chat-launcher');
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });
export const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
export const log = (page: Page) => panel(page).getByRole('log', { name: 'Conversation' });
export const storedId = (page: Page) => page.evaluate(() => localStorage.getItem('chatSessionId'));
