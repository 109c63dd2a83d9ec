// Prometheus's own check of a real scrape (`promtool check metrics`: the format, and its naming rules such
// as counters ending in _total), taken after a spin, a chat message, a login and a paid claim, so every
// family has samples. Runs where promtool is installed (CI installs Debian's prometheus package); skipped
// elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createWin, payWin, startChat } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';

const PROMTOOL = '/usr/bin/promtool';
const TOKEN = 'the-promtool-check-token-000001';

describe.skipIf(!existsSync(PROMTOOL))('promtool check metrics on a real scrape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('finds no problem after a spin, a chat message, a login and a claim', async () => {
    const admin = await adminSession(t);
    const win = await createWin(admin);
    await payWin(admin, win.drawId);
    await startChat(t.app, { message: 'hello', senderName: 'Ali' });
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^spins_total\{result="won"\} 1$/m);
    expect(res.body).toMatch(/^claims_total\{event="paid"\} 1$/m);
    expect(res.body).toMatch(/^chat_messages_total\{side="visitor"\} 1$/m);
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: res.body, encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`.trim()).toBe('');
    expect(check.status).toBe(0);
  });
});
