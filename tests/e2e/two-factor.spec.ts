// Two-factor sign-in as the owner uses it: My account shows a QR code and the key as text, a code from
// the app confirms it and the ten recovery codes are shown once (copied, downloaded); signing in then asks
// for a code after the password, a recovery code works once, the Staff tab offers a reset, and turning it
// off takes the password and a code. The codes are computed here from the key the page shows, as an
// authenticator app would. Looked at in en at 1280 and 390, the setup card in zh and ms.
import { readFile } from 'node:fs/promises';
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
  useBrowser,
  GROUPED_KEY,
} from './fixtures';

/** A recovery code as shown: 10 characters without look-alikes (no 0, 1, i, l, o), a hyphen in the middle. */
const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/;

/** The page as it is now, at 1280 and at 390 (and back), with no sideways scroll on the phone. */
async function lookAtBoth(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await expectNoSidewaysScroll(page, name);
  await page.setViewportSize(DESKTOP);
}

/** Password first; the card then asks for the code (the password was right). */
async function passwordStep(page: Page): Promise<void> {
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Code from your authenticator app').waitFor();
}

/** The owner's own code field's refusal: marked wrong, the dashboard not shown. */
async function expectCodeRefused(page: Page, field: string): Promise<void> {
  await expect.poll(() => page.getByLabel(field).getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
}

/** A six-digit code that is none of the codes valid around `step` (one step either side). */
function wrongCode(secret: string, step: number): string {
  const valid = new Set([step - 1, step, step + 1, step + 2].map((s) => totpCode(secret, s)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

describe('two-factor sign-in in the browser', () => {
  // A server each: the first test leaves the owner's sign-in changed, which the others must not depend on.
  const suite = useBrowser({ server: 'test' });

  it('the owner sets it up from the key on the page, gets ten recovery codes once, signs in with a code, a recovery code works once, and turns it off', async () => {
    const t = await suite.open(DESKTOP);
    await t.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'My account' }).click();
    const card = t.page.getByRole('region', { name: 'Two-factor sign-in' });
    await card.getByText(/^Off: your password alone signs you in/).waitFor();

    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    // The steps in words, for someone who has never used an authenticator app.
    await card.getByText(/Google Authenticator, Microsoft Authenticator, 1Password/).waitFor();
    const shownKey = (await card.getByText(GROUPED_KEY).textContent()) ?? '';
    const secret = shownKey.replace(/\s+/g, '');
    // 20 random bytes in base32.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByRole('button', { name: 'Copy key' }).click();
    await card.getByText('Key copied').waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const codeField = card.getByLabel('6-digit code from the app');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await lookAtBoth(t.page, 'two-factor-setup-en');
    await expectNoSeriousAxeIssues(t.page, 'the two-factor setup');

    // Five digits are said under the field without asking the server; a wrong code is refused by it.
    await codeField.fill('12345');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByText('Type the 6 digits the app shows.').waitFor();
    const confirmedStep = timeStep(new Date());
    await codeField.fill(wrongCode(secret, confirmedStep));
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => t.page.getByText('Type the 6 digits the app shows.').count()).toBe(0);
    await expect.poll(() => codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await t.page.getByRole('region', { name: /your recovery codes/ }).count()).toBe(0);

    // The right code, typed as an app shows it ('123 456'): the space is not part of it.
    const right = totpCode(secret, confirmedStep);
    await codeField.fill(`${right.slice(0, 3)} ${right.slice(3)}`);
    await card.getByRole('button', { name: 'Confirm' }).click();
    const shown = t.page.getByRole('region', { name: 'Two-factor sign-in is on: your recovery codes' });
    const list = shown.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = await list.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(codes).size).toBe(10);
    await shown.getByText('Each works once if you lose your phone. They are not shown again.').waitFor();
    await shown.getByRole('button', { name: 'Copy all' }).click();
    await shown.getByText('Codes copied').waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
    const [download] = await Promise.all([
      t.page.waitForEvent('download'),
      shown.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^recovery-codes-.+\.txt$/);
    const file = await readFile(await download.path(), 'utf8');
    for (const code of codes) expect(file).toContain(code);
    await lookAtBoth(t.page, 'two-factor-codes-en');
    await expectNoSeriousAxeIssues(t.page, 'the recovery codes');
    await shown.getByRole('button', { name: 'Done' }).click();
    // Shown once: gone after Done, and the card says it is on.
    await card.getByText(/^On: signing in asks for a code/).waitFor();
    expect(await t.page.getByText(codes[0] ?? '').count()).toBe(0);

    // Signing in: the password, then the code step with the password kept (not asked again).
    await t.page.getByRole('button', { name: 'Logout' }).click();
    await t.page.getByText('Enter password to access admin panel').waitFor();
    await passwordStep(t.page);
    await t.page.getByText('Or one of your recovery codes.').waitFor();
    expect(await t.page.locator('input[type=password]').count()).toBe(0);
    expect(
      await t.page.evaluate(() => document.activeElement?.getAttribute('autocomplete')),
      'the code field has the focus',
    ).toBe('one-time-code');
    await lookAtBoth(t.page, 'two-factor-login-code-en');
    await expectNoSeriousAxeIssues(t.page, 'the login code step');
    await t.page.getByLabel('Code from your authenticator app').fill(wrongCode(secret, timeStep(new Date())));
    await t.page.getByRole('button', { name: 'Sign in' }).click();
    await expectCodeRefused(t.page, 'Code from your authenticator app');
    // The code of the step after the one confirmed: accepted (one step either side of the server's time),
    // and newer than the one used, which a code must be.
    await t.page.getByLabel('Code from your authenticator app').fill(totpCode(secret, confirmedStep + 1));
    await t.page.getByRole('button', { name: 'Sign in' }).click();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // A recovery code signs in once.
    const [firstRecovery, secondRecovery] = codes;
    await t.page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(t.page);
    await t.page.getByLabel('Code from your authenticator app').fill(firstRecovery ?? '');
    await t.page.getByRole('button', { name: 'Sign in' }).click();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await t.page.getByRole('button', { name: 'Logout' }).click();
    await passwordStep(t.page);
    await t.page.getByLabel('Code from your authenticator app').fill(firstRecovery ?? '');
    await t.page.getByRole('button', { name: 'Sign in' }).click();
    await expectCodeRefused(t.page, 'Code from your authenticator app');
    // Start over: back to the login name and an empty password.
    await t.page.getByRole('button', { name: 'Start over' }).click();
    await t.page.getByLabel('Login name').waitFor();
    expect(await t.page.getByLabel('Password').inputValue()).toBe('');
    await passwordStep(t.page);
    await t.page.getByLabel('Code from your authenticator app').fill(secondRecovery ?? '');
    await t.page.getByRole('button', { name: 'Sign in' }).click();
    await t.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // The Staff tab says who has it on, and offers the owner a reset (for a lost phone) after a confirm.
    await t.page.getByRole('tab', { name: 'Staff' }).click();
    const ownerRow = t.page.getByRole('listitem', { name: 'Owner' });
    await ownerRow.getByText('Two-factor sign-in: On').waitFor();
    await ownerRow.getByRole('button', { name: 'Reset two-factor' }).click();
    const confirmReset = t.page.getByRole('dialog', { name: 'Reset two-factor sign-in for Owner?' });
    await confirmReset.getByRole('button', { name: 'Cancel' }).click();
    await confirmReset.waitFor({ state: 'hidden' });

    // Turned off with the password and a recovery code; the next sign-in asks for the password alone.
    await t.page.getByRole('tab', { name: 'My account' }).click();
    await card.getByRole('button', { name: 'Turn off' }).click();
    const off = card.getByRole('form', { name: 'Turn off two-factor sign-in' });
    await off.getByLabel('Password').fill(adminPassword());
    await off.getByLabel('Code from your authenticator app').fill(codes[2] ?? '');
    await off.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await t.page.getByRole('status').filter({ hasText: 'Two-factor sign-in is off.' }).waitFor();
    await card.getByText(/^Off: your password alone signs you in/).waitFor();
    await t.page.getByRole('tab', { name: 'Staff' }).click();
    await ownerRow.getByText('Two-factor sign-in: Off').waitFor();
    expect(await ownerRow.getByRole('button', { name: 'Reset two-factor' }).count()).toBe(0);
    await t.page.getByRole('button', { name: 'Logout' }).click();
    await loginAsAdmin(t.page);
  });

  for (const [lang, acceptLanguage, account, setUp, qr] of [
    ['zh', 'zh-CN,zh;q=0.9', '我的账户', '设置两步验证', '用于验证器应用的二维码'],
    [
      'ms',
      'ms-MY,ms;q=0.9',
      'Akaun saya',
      'Sediakan log masuk dua faktor',
      'Kod QR untuk aplikasi pengesah anda',
    ],
  ] as const) {
    it(`the setup card reads in ${lang} at 1280 and 390`, async () => {
      const t = await suite.open(DESKTOP, { acceptLanguage });
      await t.page.goto('/admin');
      await t.page.locator('input[type=password]').fill(adminPassword());
      await t.page.locator('form button[type=submit]').click();
      await t.page.getByRole('tab', { name: account }).click();
      await t.page.getByRole('button', { name: setUp }).click();
      await t.page.getByRole('img', { name: qr }).waitFor();
      await lookAtBoth(t.page, `two-factor-setup-${lang}`);
      await expectNoSeriousAxeIssues(t.page, `the two-factor setup in ${lang}`);
    });
  }
});
