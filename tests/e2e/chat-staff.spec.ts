// Live Chat as a team uses it: the desk says who is at it now, each person once however many tabs they
// have, live as they come and go; an agent answers a visitor, the owner's desk reads 'Support · <agent>'
// and the visitor reads Support; and while a person must set up two-factor sign-in first, their dashboard
// asks nothing of the chat. Looked at in en, zh and ms at 1280 and 390.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminPassword,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
  type BrowserSuite,
} from './fixtures';
import { launcher, log, messageBox, panel } from './chat-helpers';

const PASSWORD = 'an agent at the desk all day';

/**
 * Adds a person through the owner's API and accepts their invitation in `context`, which is then signed
 * in as them (the Staff tab's own flow is staff.spec.ts's).
 */
async function addSignedInPerson(
  suite: BrowserSuite,
  context: BrowserContext,
  person: { name: string; login: string; role: 'agent' | 'manager' },
): Promise<void> {
  const added = await suite.admin.request.post('/api/admin/staff', { data: person });
  expect(added.status(), await added.text()).toBe(201);
  const { invitationUrl } = (await added.json()) as { invitationUrl: string };
  const token = new URL(invitationUrl).hash.replace('#invitation=', '');
  const accepted = await context.request.post('/api/admin/invitations/accept', {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The dashboard's Live Chat tab, opened (already signed in). */
async function openDesk(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Live Chat' }).click();
  await page.getByRole('region', { name: /^Conversations/ }).waitFor();
}

/** The desk's line of who is at it. */
const presence = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(At the desk now|此刻在客服台|Di meja sembang sekarang)/ });

describe('Live Chat as a team', () => {
  const suite = useBrowser({ admin: true });

  it('the desk names who is at it, each person once: the owner with two tabs and an agent, live as they leave', async () => {
    const owner = await suite.open(DESKTOP);
    await loginAsAdmin(owner.page);
    await owner.page.getByRole('tab', { name: 'Live Chat' }).click();
    await presence(owner.page).getByText('At the desk now: only you').waitFor();
    // The owner's second tab, in the same browser.
    const secondTab = await owner.context.newPage();
    await openDesk(secondTab);
    await presence(secondTab).getByText('At the desk now: only you').waitFor();

    const agent = await suite.open(DESKTOP);
    await addSignedInPerson(suite, agent.context, { name: 'Siti Aminah', login: 'siti', role: 'agent' });
    await openDesk(agent.page);
    // Each once, the one looking first; the others learn of the arrival without a reload.
    await presence(owner.page).getByText('At the desk now: You, Siti Aminah', { exact: true }).waitFor();
    await presence(secondTab).getByText('At the desk now: You, Siti Aminah', { exact: true }).waitFor();
    await presence(agent.page).getByText('At the desk now: You, Owner', { exact: true }).waitFor();
    await screenshot(owner.page, 'desk-presence-en-1280');
    await expectNoSeriousAxeIssues(owner.page, 'the Live Chat desk with who is at it');

    // One of the owner's tabs closes: the owner is still there.
    await secondTab.close();
    await agent.page.waitForTimeout(500);
    expect(await presence(agent.page).innerText()).toBe('At the desk now: You, Owner');
    // The agent signs out: the owner's desk says so at once.
    await agent.page.getByRole('button', { name: 'Logout' }).click();
    await presence(owner.page).getByText('At the desk now: only you', { exact: true }).waitFor();

    await owner.page.setViewportSize(PHONE);
    await agent.page.goto('/admin');
    await agent.page.getByLabel('Login name').fill('siti');
    await agent.page.getByLabel('Password').fill(PASSWORD);
    await agent.page.getByRole('button', { name: 'Login' }).click();
    await agent.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await presence(owner.page).getByText('At the desk now: You, Siti Aminah', { exact: true }).waitFor();
    await screenshot(owner.page, 'desk-presence-en-390');
    await expectNoSidewaysScroll(owner.page, 'the Live Chat desk on a phone');
  });

  it("the agent replies to a visitor on /promo: the owner's desk reads 'Support · Siti Aminah', the visitor reads Support", async () => {
    const visitor = await suite.open(PHONE);
    await visitor.page.goto('/promo');
    await launcher(visitor.page).click();
    await messageBox(visitor.page).fill('My code says it was used, but I never spun');
    await messageBox(visitor.page).press('Enter');
    await log(visitor.page).getByText('My code says it was used, but I never spun').waitFor();

    // Siti was added by the first test: she signs in on her own desk.
    const agent = await suite.open(DESKTOP);
    await agent.page.goto('/admin');
    await agent.page.getByLabel('Login name').fill('siti');
    await agent.page.getByLabel('Password').fill(PASSWORD);
    await agent.page.getByRole('button', { name: 'Login' }).click();
    await agent.page.getByRole('tab', { name: 'Live Chat' }).click();
    const owner = await suite.open(DESKTOP);
    await loginAsAdmin(owner.page);
    await owner.page.getByRole('tab', { name: 'Live Chat' }).click();

    const question = 'My code says it was used, but I never spun';
    const rowOf = (page: Page) =>
      page
        .getByRole('region', { name: /^Conversations/ })
        .getByRole('button')
        .filter({ hasText: question });
    await rowOf(owner.page).click();
    await rowOf(agent.page).click();
    const reply = 'Let me look at that code for you.';
    await agent.page.getByRole('combobox', { name: 'Reply' }).fill(reply);
    await agent.page.getByRole('combobox', { name: 'Reply' }).press('Enter');

    // The owner's desk, open on that conversation, hears it live and names who answered.
    const onOwnerDesk = owner.page.getByRole('log').getByRole('listitem').filter({ hasText: reply });
    await onOwnerDesk.getByText('Support · Siti Aminah', { exact: true }).waitFor();
    const onAgentDesk = agent.page.getByRole('log').getByRole('listitem').filter({ hasText: reply });
    await onAgentDesk.getByText('Support · Siti Aminah', { exact: true }).waitFor();
    await presence(owner.page).getByText('At the desk now: You, Siti Aminah', { exact: true }).waitFor();
    await screenshot(owner.page, 'desk-support-by-agent-en-1280');
    await expectNoSeriousAxeIssues(owner.page, 'the desk showing which operator replied');

    // The visitor reads Support, and nowhere the agent's name.
    const answered = log(visitor.page).getByText(reply);
    await answered.waitFor();
    expect(await log(visitor.page).innerText()).toMatch(/^Support · /m);
    expect(await panel(visitor.page).innerText()).not.toContain('Siti');
    await screenshot(visitor.page, 'desk-support-by-agent-visitor-390');
  });

  for (const [lang, acceptLanguage, tab, line] of [
    ['zh', 'zh-CN,zh;q=0.9', '在线客服', '此刻在客服台：您、Siti Aminah'],
    ['ms', 'ms-MY,ms;q=0.9', 'Sembang Langsung', 'Di meja sembang sekarang: Anda, Siti Aminah'],
  ] as const) {
    it(`the desk's line of who is at it reads in ${lang} at 1280 and 390`, async () => {
      const agent = await suite.open(DESKTOP);
      await agent.page.goto('/admin');
      await agent.page.getByLabel('Login name').fill('siti');
      await agent.page.getByLabel('Password').fill(PASSWORD);
      await agent.page.getByRole('button', { name: 'Login' }).click();
      await agent.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      for (const size of [DESKTOP, PHONE]) {
        const t = await suite.open(size, { acceptLanguage });
        await t.page.goto('/admin');
        await t.page.locator('input[type=password]').fill(adminPassword());
        await t.page.locator('form button[type=submit]').click();
        await t.page.getByRole('tab', { name: tab }).click();
        await presence(t.page).getByText(line, { exact: true }).waitFor();
        await screenshot(t.page, `desk-presence-${lang}-${size.width}`);
        await expectNoSeriousAxeIssues(t.page, `the desk's presence line in ${lang}`);
        await expectNoSidewaysScroll(t.page, `the desk in ${lang}`);
      }
    });
  }
});

describe('a person who must set up two-factor sign-in first', () => {
  const suite = useBrowser({ admin: true });

  it('sees My account only, and their dashboard asks nothing of the chat', async () => {
    const agent = await suite.open(DESKTOP);
    await addSignedInPerson(suite, agent.context, { name: 'Nurul Huda', login: 'nurul', role: 'agent' });
    const saved = await suite.admin.request.put('/api/admin/security', { data: { requireTwoFactor: true } });
    expect(saved.status(), await saved.text()).toBe(200);
    const chatCalls: string[] = [];
    agent.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/chat/')) chatCalls.push(pathname);
    });
    await agent.page.goto('/admin');
    await agent.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await agent.page.getByRole('tab').allTextContents()).toEqual(['My account']);
    // Time for any query the dashboard would make (the chat list is asked at once when it is).
    await agent.page.waitForTimeout(1500);
    expect(chatCalls).toEqual([]);
  });
});
