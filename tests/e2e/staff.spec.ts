// Staff accounts as a team uses them: the owner adds an agent and copies their one-time link; the agent
// opens it in their own browser, chooses a password and is signed in, sets up two-factor sign-in and signs
// in with a code, to a dashboard of their role's tabs only; the owner disables them and their open
// dashboard shows the login card at once. My account changes a password and signs a lost device out. A
// manager lowered to agent with the dashboard open is refused the next thing beyond the role, in words
// naming it. Looked at in en, zh and ms at 1280 and 390.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { timeStep, totpCode } from '#server/lib/totp';
import {
  adminPassword,
  DESKTOP,
  expectNoSeriousAxeIssues,
  expectNoSidewaysScroll,
  loginAsAdmin,
  PHONE,
  screenshot,
  settleAnimations,
  useBrowser,
  GROUPED_KEY,
} from './fixtures';
import { createPromoCode } from '../support/factories';

const PASSWORD = 'a quiet river at dawn';
/** The two-factor key as the page shows it: base32 in groups of four. */

/** Adds a person on the Staff tab; answers the invitation link shown once. */
async function addPerson(page: Page, name: string, login: string, role: string): Promise<string> {
  await page.getByRole('tab', { name: 'Staff' }).click();
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Login name').fill(login);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Add and make the link' }).click();
  const shown = page.getByRole('region', { name: `Invitation link for ${name}` });
  return shown.getByLabel('Invitation link').inputValue();
}

describe('staff accounts in the browser', () => {
  const suite = useBrowser();

  it('the owner adds an agent; the agent accepts the link, sees only their tabs; disabled, their tab shows the login card', async () => {
    const owner = await suite.open(DESKTOP);
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsAdmin(owner.page);
    expect(await owner.page.getByText('Signed in as Owner (Owner)').count()).toBe(1);
    const link = await addPerson(owner.page, 'Aisyah Rahman', 'aisyah.r', 'Agent');
    expect(link).toMatch(/\/admin#invitation=[A-Za-z0-9_-]{40,}$/);
    const shown = owner.page.getByRole('region', { name: 'Invitation link for Aisyah Rahman' });
    await shown.getByRole('button', { name: 'Copy link' }).click();
    await shown.getByText('Link copied').waitFor();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(owner.page, 'staff-link-en-1280');
    await expectNoSeriousAxeIssues(owner.page, 'the Staff tab with an invitation link');
    await shown.getByRole('button', { name: 'Done' }).click();
    // The same login name in another case is the server's refusal, said under the Login name field.
    const form = owner.page.getByRole('form', { name: 'Add a person' });
    await form.getByLabel('Name', { exact: true }).fill('Another Aisyah');
    await form.getByLabel('Login name').fill('AISYAH.R');
    await form.getByRole('button', { name: 'Add and make the link' }).click();
    await expect.poll(() => form.getByLabel('Login name').getAttribute('aria-invalid')).toBe('true');
    expect(await owner.page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe(
      'true',
    );
    expect(await owner.page.getByRole('listitem', { name: 'Another Aisyah' }).count()).toBe(0);
    await form.getByLabel('Name', { exact: true }).fill('');
    await form.getByLabel('Login name').fill('');
    const row = owner.page.getByRole('listitem', { name: 'Aisyah Rahman' });
    await row.getByText(/^Invited: the link works until \d+ \w+ \d{4}, \d{2}:\d{2} \(UTC\+8\)$/).waitFor();

    // The agent, in a browser of their own.
    const agent = await suite.open(PHONE);
    await agent.page.goto(link);
    await agent.page.getByText('Welcome, Aisyah Rahman. Your login name is aisyah.r.').waitFor();
    await expectNoSeriousAxeIssues(agent.page, 'the invitation card');
    await screenshot(agent.page, 'staff-invitation-en-390');
    // Too short is said under the field, in words; different twice is said under the second.
    await agent.page.getByLabel('Password', { exact: true }).fill('short');
    await agent.page.getByRole('button', { name: 'Set my password and sign in' }).click();
    await agent.page.getByText('password must be at least 10 characters').waitFor();
    await agent.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await agent.page.getByLabel('Password again').fill(`${PASSWORD}!`);
    await agent.page.getByRole('button', { name: 'Set my password and sign in' }).click();
    await agent.page.getByText('The two passwords are not the same.').waitFor();
    await agent.page.getByLabel('Password again').fill(PASSWORD);
    await agent.page.getByRole('button', { name: 'Set my password and sign in' }).click();
    await agent.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // The token is gone from the address, and the link does not work again.
    expect(agent.page.url()).toMatch(/\/admin$/);

    // The agent sets up two-factor sign-in from the key the page shows, as an authenticator app reads it.
    await agent.page.getByRole('tab', { name: 'My account' }).click();
    const twoFactor = agent.page.getByRole('region', { name: 'Two-factor sign-in' });
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = ((await twoFactor.getByText(GROUPED_KEY).textContent()) ?? '').replace(/\s+/g, '');
    const confirmedStep = timeStep(new Date());
    await twoFactor.getByLabel('6-digit code from the app').fill(totpCode(secret, confirmedStep));
    await twoFactor.getByRole('button', { name: 'Confirm' }).click();
    const codesShown = agent.page.getByRole('region', {
      name: 'Two-factor sign-in is on: your recovery codes',
    });
    await codesShown.getByRole('button', { name: 'Done' }).click();
    await twoFactor.getByText(/^On: signing in asks for a code/).waitFor();
    // Then signs in again with it: login name, password, and the code of the next step (a code works once).
    await agent.page.getByRole('button', { name: 'Logout' }).click();
    await agent.page.getByLabel('Login name').fill('aisyah.r');
    await agent.page.getByLabel('Password').fill(PASSWORD);
    await agent.page.getByRole('button', { name: 'Login' }).click();
    await agent.page.getByLabel('Code from your authenticator app').fill(totpCode(secret, confirmedStep + 1));
    await agent.page.getByRole('button', { name: 'Sign in' }).click();
    await agent.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await agent.page.getByRole('tab').allTextContents()).toEqual([
      'Promo Codes & Deposits',
      'Live Chat',
      'My account',
    ]);
    expect(await agent.page.getByText('Signed in as Aisyah Rahman (Agent)').count()).toBe(1);
    // No figures of the day, no sign out everywhere: not an agent's.
    expect(await agent.page.getByRole('region', { name: 'Today at a glance' }).count()).toBe(0);
    expect(await agent.page.getByRole('button', { name: 'Sign out everywhere' }).count()).toBe(0);
    await screenshot(agent.page, 'staff-agent-dashboard-en-390');
    await expectNoSidewaysScroll(agent.page, 'the agent dashboard');

    // The owner's list, asked again, says the agent is active now.
    await owner.page.getByRole('tab', { name: 'My account' }).click();
    await owner.page.getByRole('tab', { name: 'Staff' }).click();
    await row.getByText('Active', { exact: true }).waitFor();

    // Disabled by the owner: the agent's open dashboard gives way to the login card within 2 seconds.
    await row.getByRole('button', { name: 'Disable' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Disable Aisyah Rahman?' });
    await dialog.getByRole('button', { name: 'Disable' }).click();
    const started = Date.now();
    await agent.page.getByText('Enter password to access admin panel').waitFor({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
    await row.getByText('Disabled', { exact: true }).waitFor();
    await screenshot(owner.page, 'staff-list-en-1280');
  });

  it('My account changes the password, signing out my other devices, and lists my sessions', async () => {
    const here = await suite.open(DESKTOP);
    const elsewhere = await suite.open(PHONE);
    await loginAsAdmin(here.page);
    const link = await addPerson(here.page, 'Wei Ming', 'wei.ming', 'Manager');
    // Wei Ming accepts on the phone, and signs in on the desk too.
    await elsewhere.page.goto(link);
    await elsewhere.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await elsewhere.page.getByLabel('Password again').fill(PASSWORD);
    await elsewhere.page.getByRole('button', { name: 'Set my password and sign in' }).click();
    await elsewhere.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await here.page.getByRole('button', { name: 'Logout' }).click();
    await here.page.getByLabel('Login name').fill('wei.ming');
    await here.page.getByLabel('Password').fill(PASSWORD);
    await here.page.getByRole('button', { name: 'Login' }).click();
    await here.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // A manager: all but Staff.
    expect(await here.page.getByRole('tab', { name: 'Staff' }).count()).toBe(0);
    await here.page.getByRole('tab', { name: 'My account' }).click();
    const sessions = here.page.getByRole('list', { name: 'Signed-in sessions' });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByText('This session').waitFor();
    await screenshot(here.page, 'account-en-1280');
    await expectNoSeriousAxeIssues(here.page, 'My account');

    const form = here.page.getByRole('form', { name: 'Change my password' });
    await form.getByLabel('Current password').fill('not the password at all');
    await form.getByLabel('New password', { exact: true }).fill('a new and better phrase');
    await form.getByLabel('New password again').fill('a new and better phrase');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('currentPassword is not your current password').waitFor();
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await here.page
      .getByRole('status')
      .filter({ hasText: 'Password changed. 1 other session was signed out.' })
      .waitFor();
    // The phone was signed out; this desk was not.
    await elsewhere.page.getByText('Enter password to access admin panel').waitFor({ timeout: 5000 });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await here.page.reload();
    await here.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('a manager lowered to agent while the dashboard is open is refused deleting a code, in Chinese and Malay, naming what an agent may not do', async () => {
    const owner = await suite.open(DESKTOP);
    const ownerLogin = await owner.context.request.post('/api/admin/login', {
      data: { password: adminPassword() },
    });
    expect(ownerLogin.status()).toBe(200);
    const added = await owner.context.request.post('/api/admin/staff', {
      data: { name: 'Nurul Huda', login: 'nurul.h', role: 'manager' },
    });
    expect(added.status()).toBe(201);
    const { id, invitationUrl } = (await added.json()) as { id: number; invitationUrl: string };
    const token = new URL(invitationUrl).hash.replace('#invitation=', '');
    const { code } = await createPromoCode(owner.context.request);

    // The manager's dashboard open in Chinese on one phone and in Malay on another.
    const languages = [
      {
        acceptLanguage: 'zh-CN,zh;q=0.9',
        name: 'zh',
        del: `删除 ${code}`,
        dialog: '删除优惠码？',
        confirm: '删除',
        refusal: '客服无权批量生成优惠码，删除、作废或延期优惠码或批次，或更正、作废存款。',
      },
      {
        acceptLanguage: 'ms-MY,ms;q=0.9',
        name: 'ms',
        del: `Padam ${code}`,
        dialog: 'Padam kod promosi?',
        confirm: 'Padam',
        refusal:
          'Ejen tidak dibenarkan menjana kod secara berkelompok, atau memadam, membatalkan atau melanjutkan kod atau kelompok, atau membetulkan atau membatalkan deposit.',
      },
    ] as const;
    const pages = [];
    for (const [n, language] of languages.entries()) {
      const t = await suite.open(PHONE, { acceptLanguage: language.acceptLanguage });
      const signIn =
        n === 0
          ? await t.context.request.post('/api/admin/invitations/accept', {
              data: { token, password: PASSWORD },
            })
          : await t.context.request.post('/api/admin/login', {
              data: { login: 'nurul.h', password: PASSWORD },
            });
      expect(signIn.status()).toBe(200);
      await t.page.goto('/admin');
      await t.page.getByRole('button', { name: language.del }).waitFor();
      pages.push({ t, language });
    }

    // The owner makes them an agent; the delete button is still on their screens.
    const lowered = await owner.context.request.patch(`/api/admin/staff/${id}`, { data: { role: 'agent' } });
    expect(lowered.status()).toBe(200);
    for (const { t, language } of pages) {
      await t.page.getByRole('button', { name: language.del }).click();
      await t.page
        .getByRole('dialog', { name: language.dialog })
        .getByRole('button', { name: language.confirm })
        .click();
      await t.page.getByText(language.refusal, { exact: true }).waitFor();
      await settleAnimations(t.page);
      await screenshot(t.page, `staff-refused-${language.name}-390`);
      await expectNoSeriousAxeIssues(t.page, `the refusal in ${language.name}`);
      await expectNoSidewaysScroll(t.page, `the refusal in ${language.name}`);
      // Refused: the code is still there, and the dashboard, asking again who is signed in, no longer
      // offers what an agent may not do.
      await t.page.getByText(code, { exact: true }).first().waitFor();
      await expect.poll(() => t.page.getByRole('button', { name: language.del }).count()).toBe(0);
    }
  });

  for (const [lang, acceptLanguage, tab, account] of [
    ['zh', 'zh-CN,zh;q=0.9', '人员', '我的账户'],
    ['ms', 'ms-MY,ms;q=0.9', 'Kakitangan', 'Akaun saya'],
  ] as const) {
    it(`the Staff tab and My account read in ${lang} at 1280 and 390`, async () => {
      for (const size of [DESKTOP, PHONE]) {
        const t = await suite.open(size, { acceptLanguage });
        await t.page.goto('/admin');
        await t.page.locator('input[type=password]').fill(adminPassword());
        await t.page.locator('form button[type=submit]').click();
        await t.page.getByRole('tab', { name: tab }).click();
        await t.page.getByRole('form').first().waitFor();
        await screenshot(t.page, `staff-${lang}-${size.width}`);
        await expectNoSeriousAxeIssues(t.page, `the Staff tab in ${lang}`);
        await expectNoSidewaysScroll(t.page, `the Staff tab in ${lang}`);
        // A login name keeps its fixed-width face in every language (Chinese pages set their own faces).
        const loginName = t.page.getByRole('listitem', { name: 'Owner' }).getByText('owner', { exact: true });
        expect(await loginName.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/monospace/);
        await t.page.getByRole('tab', { name: account }).click();
        await t.page.locator('input[autocomplete=current-password]').waitFor();
        await screenshot(t.page, `account-${lang}-${size.width}`);
        await expectNoSeriousAxeIssues(t.page, `My account in ${lang}`);
      }
    });
  }
});
