// Closed chat and offline contacts, in two browsers: the operator closes chat with one press, the visitor's
// open widget says so at once and asks for a way to reach them, the operator's list marks the conversation
// 'left a contact', and opening chat again changes the widget back.
import { describe, expect, it } from 'vitest';
import type { ALWAYS_OPEN } from '#shared/chat-hours';
import { DESKTOP, expectNoSeriousAxeIssues, loginAsAdmin, PHONE, screenshot, useBrowser } from './fixtures';
import { launcher, messageBox, panel, storedId } from './chat-helpers';

describe('chat closed and offline contacts', () => {
  const suite = useBrowser({ admin: true });

  it('closes with one press: the widget says so, takes a contact, and the operator sees it', async () => {
    const operator = await suite.open(DESKTOP);
    const desk = operator.page;
    await loginAsAdmin(desk);
    await desk.getByRole('tab', { name: 'Live Chat' }).click();
    const hoursBar = desk.getByRole('region', { name: 'Chat hours' });
    const toggle = hoursBar.getByRole('switch');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    const visitor = await suite.open(PHONE);
    const page = visitor.page;
    await page.goto('/promo');
    await launcher(page).click();
    await panel(page).getByText('Ask us about your promo code or your prize.').waitFor();

    // Closed: the open widget changes without a reload, and asks for a way to reach the visitor.
    await toggle.click();
    await hoursBar.getByRole('switch', { name: 'Chat closed' }).waitFor();
    await panel(page).getByText('Chat is closed right now.', { exact: false }).waitFor();
    const contact = panel(page).getByRole('textbox', { name: /Phone, WhatsApp or e-mail/ });
    await contact.fill('call me');
    await panel(page).getByRole('button', { name: 'Save' }).click();
    await panel(page).getByRole('alert').getByText('7 to 15 digits', { exact: false }).waitFor();
    await contact.fill('+60 12-345 6789');
    await panel(page).getByRole('button', { name: 'Save' }).click();
    await panel(page).getByText('Thank you. We will contact you at +60 12-345 6789.').waitFor();
    await screenshot(page, 'chat-widget-closed-contact-phone');
    await expectNoSeriousAxeIssues(page, 'chat widget, closed, with the contact form');

    // A contact left before any message started a conversation: the operator sees it, marked.
    const sessionId = (await storedId(page)) ?? '';
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    const row = desk.locator(`button[data-session-id="${sessionId}"]`);
    await row.getByText('left a contact').waitFor();
    // The list's filter of conversations with a contact shows it.
    const filters = desk.getByRole('region', { name: /^Conversations/ }).getByRole('group', { name: 'Show' });
    await filters.getByRole('button', { name: 'With contact' }).click();
    await row.waitFor();
    await filters.getByRole('button', { name: 'All' }).click();
    await row.click();
    // On the visitor's folded line (first), and under it when opened.
    await desk.getByRole('region', { name: 'Visitor' }).getByText('+60 12-345 6789').first().waitFor();

    // Messages are still taken while closed.
    const box = messageBox(page);
    await box.fill('Please call me tomorrow');
    await box.press('Enter');
    await desk.getByRole('log').getByText('Please call me tomorrow').waitFor();

    // The hours: Sunday closed, saved, and shown again as saved.
    await hoursBar.getByRole('button', { name: 'Opening hours' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Opening hours' });
    await dialog.getByRole('checkbox', { name: 'Sunday' }).uncheck();
    await dialog.getByRole('textbox', { name: 'Monday From' }).fill('09:30');
    await screenshot(desk, 'chat-admin-hours-desktop');
    await dialog.getByRole('button', { name: 'Save hours' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const saved = (await (await suite.admin.request.get('/api/chat/hours')).json()) as typeof ALWAYS_OPEN;
    expect(saved.days.sun).toBeNull();
    expect(saved.days.mon).toEqual({ from: '09:30', to: '24:00' });
    expect(saved.open).toBe(false);

    // Open again: the widget goes back to its usual words.
    await toggle.click();
    await hoursBar.getByRole('switch', { name: 'Chat open now' }).waitFor();
    await expect
      .poll(() => panel(page).getByText('Chat is closed right now.', { exact: false }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await expectNoSeriousAxeIssues(desk, 'Live Chat tab with the hours bar');
  });
});
