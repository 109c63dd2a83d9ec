import { describe, expect, it } from 'vitest';
import {
  adminPassword,
  DESKTOP,
  expectNoErrors,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  newContext,
  PHONE,
  screenshot,
  track,
  useBrowser,
} from './fixtures';

const TAB_NAMES = [
  'Promo Codes & Deposits',
  'Live Chat',
  'HOME Builder',
  'NOTICE Builder',
  'Prizes',
  'Claims',
  'Statistics',
  'Audit',
  'Staff',
  'Backups',
  'My account',
];

describe('admin sign-in in the browser', () => {
  const suite = useBrowser();

  it('shows the server message in an error toast for a wrong password', async () => {
    const t = await suite.open(DESKTOP);
    await t.page.goto('/admin');
    await t.page.getByText('Enter password to access admin panel').waitFor();
    await screenshot(t.page, 'admin-login-desktop');
    // The field is required: an empty submit never reaches the server, and says so under the field.
    const asked: string[] = [];
    t.page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/login')) asked.push(request.url());
    });
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText('Password is required').waitFor();
    expect(await t.page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);

    await t.page.getByLabel('Password').fill('wrong password');
    await t.page.getByRole('button', { name: 'Login' }).click();
    const toast = t.page.getByRole('status').filter({ hasText: 'Invalid password' });
    await toast.waitFor();
    expect(await t.page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await t.page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBeNull();

    // The right password next: 'Login Failed' does not linger over the dashboard.
    await t.page.getByLabel('Password').fill(adminPassword());
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await toast.waitFor({ state: 'hidden', timeout: 1000 });
  });

  it('signs in by login name in any case, refuses an unknown one without saying which was wrong, and checks its characters', async () => {
    const t = await suite.open(DESKTOP);
    await t.page.goto('/admin');
    const loginName = t.page.getByLabel('Login name');
    await loginName.waitFor();
    // The login name comes first, and says that empty is the owner.
    expect(await t.page.getByText('Leave it empty to sign in as the owner.').count()).toBe(1);

    await loginName.fill('has space');
    await t.page.getByLabel('Password').fill(adminPassword());
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByText("Login name may only have letters, digits, '.', '_' and '-'").waitFor();
    expect(await loginName.getAttribute('aria-invalid')).toBe('true');
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'username',
    );

    await loginName.fill('nobody');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByRole('status').filter({ hasText: 'Invalid login name or password' }).waitFor();

    await loginName.fill('OWNER');
    await t.page.getByRole('button', { name: 'Login' }).click();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const me = await t.page.evaluate(() => fetch('/api/admin/me').then((r) => r.json()));
    expect(me).toMatchObject({ login: 'owner', role: 'owner', name: 'Owner' });
  });

  it('logs in to the dashboard with all ten of the owner’s tabs, and logs out back to the login card', async () => {
    const t = await suite.open(DESKTOP);
    await loginAsAdmin(t.page);
    const tabs = t.page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(TAB_NAMES);
    expect(
      await t.page.getByRole('tab', { name: 'Promo Codes & Deposits' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await t.page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBe('true');
    const loginTime = Number(await t.page.evaluate(() => localStorage.getItem('adminLoginTime')));
    expect(Math.abs(Date.now() - loginTime)).toBeLessThan(60_000);
    await screenshot(t.page, 'admin-dashboard-desktop');

    await t.page.getByRole('tab', { name: 'Prizes' }).click();
    expect(await t.page.getByRole('tab', { name: 'Prizes' }).getAttribute('aria-selected')).toBe('true');

    // A reload keeps the server session.
    await t.page.reload();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await t.page.getByRole('button', { name: 'Logout' }).click();
    await t.page.getByText('Enter password to access admin panel').waitFor();
    expect(
      await t.page.evaluate(() => [
        localStorage.getItem('adminLoggedIn'),
        localStorage.getItem('adminLoginTime'),
      ]),
    ).toEqual([null, null]);
    // The server session is gone too.
    const session = await t.page.evaluate(() => fetch('/api/admin/session').then((r) => r.json()));
    expect(session).toEqual({ loggedIn: false, expiresAt: null });
  });

  it('shares the login with a second tab, and the logout too', async () => {
    const context = await newContext(suite.browser, DESKTOP);
    const first = track(await context.newPage());
    const second = track(await context.newPage());
    await second.page.goto('/admin');
    await second.page.getByText('Enter password to access admin panel').waitFor();

    await loginAsAdmin(first.page);
    await second.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor({ timeout: 5000 });

    await first.page.getByRole('button', { name: 'Logout' }).click();
    await second.page.getByText('Enter password to access admin panel').waitFor({ timeout: 5000 });
    expectNoErrors(first);
    expectNoErrors(second);
    await context.close();
  });

  it('signs out everywhere after a confirm: this browser and another one show the login card', async () => {
    const here = await suite.open(DESKTOP);
    const elsewhere = await suite.open(DESKTOP);
    await loginAsAdmin(here.page);
    await loginAsAdmin(elsewhere.page);

    const button = here.page.getByRole('button', { name: 'Sign out everywhere' });
    const dialog = here.page.getByRole('dialog', { name: 'Sign out everywhere?' });
    // Cancel leaves everyone signed in.
    await button.click();
    await dialog.waitFor();
    await expectNoSeriousAxeIssues(here.page, 'the sign out everywhere dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await here.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    await button.click();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await here.page.getByText('Enter password to access admin panel').waitFor();
    expect(await here.page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBeNull();
    // The other browser is told on its socket, without a reload or a click.
    await elsewhere.page.getByText('Enter password to access admin panel').waitFor({ timeout: 5000 });
    for (const t of [here, elsewhere]) {
      const status = await t.page.evaluate(() => fetch('/api/admin/audit-log').then((r) => r.status));
      expect(status).toBe(401);
    }

    // Signed in again, the Audit tab lists it.
    await loginAsAdmin(here.page);
    await here.page.getByRole('tab', { name: 'Audit' }).click();
    await here.page.getByRole('row').filter({ hasText: 'admin.sign_out_everywhere' }).first().waitFor();
  });

  it('opens nothing for a forged logged-in flag', async () => {
    const t = await suite.open(DESKTOP);
    await t.page.goto('/promo');
    await t.page.evaluate(() => {
      localStorage.setItem('adminLoggedIn', 'true');
      localStorage.setItem('adminLoginTime', String(Date.now()));
    });
    await t.context.addCookies([{ name: 'adminLoggedIn', value: 'true', url: t.page.url() }]);
    await t.page.goto('/admin');
    await t.page.getByText('Enter password to access admin panel').waitFor();
    expect(await t.page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
    // The stale hint is cleared once the server says there is no session.
    await expect.poll(() => t.page.evaluate(() => localStorage.getItem('adminLoggedIn'))).toBeNull();
    const status = await t.page.evaluate(() => fetch('/api/admin/audit-log').then((r) => r.status));
    expect(status).toBe(401);
  });

  it('works on a phone: login card and dashboard at 390x844', async () => {
    const t = await suite.open(PHONE);
    await t.page.goto('/admin');
    await t.page.getByText('Enter password to access admin panel').waitFor();
    await screenshot(t.page, 'admin-login-phone');
    await loginAsAdmin(t.page);
    expect(await t.page.getByRole('tab').count()).toBe(TAB_NAMES.length);
    await screenshot(t.page, 'admin-dashboard-phone');
  });
});
