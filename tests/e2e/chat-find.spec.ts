// Finding, keeping and hearing of conversations in the Live Chat tab: the search and the Open/Resolved filter
// (a push of a conversation outside them is not slipped in), the export of a conversation as a text
// transcript and as CSV, and the browser notification of a new conversation while the dashboard is hidden,
// with permission asked only from the tab's button.
//
// Visitors write through the API, each from an address of its own (the server allows one new conversation
// per address every 5 s; the test server takes the address from X-Forwarded-For).
import { readFile } from 'node:fs/promises';
import { request, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChatSendResponse } from '#shared/api/chat';
import {
  baseURL,
  DESKTOP,
  expectNoSeriousAxeIssues,
  loginAsAdmin,
  PHONE,
  screenshot,
  useBrowser,
  visitorAddress,
} from './fixtures';

/** The family name every visitor here shares, to find them all by. */
const family = 'Tanaka';

interface Visitor {
  name: string;
  sessionId: string;
  say: (message: string) => Promise<void>;
}

/** A visitor named `name` starting a conversation with `first`, from an address of its own. */
async function startVisitor(name: string, first: string): Promise<Visitor> {
  const api = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  const send = async (body: object) => {
    const res = await api.post('/api/chat/send', { data: { senderName: name, ...body } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as ChatSendResponse;
  };
  const { sessionId } = await send({ message: first });
  return {
    name,
    sessionId,
    say: async (message) => {
      await send({ sessionId, message });
    },
  };
}

/** Records the page's notifications and permission requests; `granted` uses the browser's permission. */
function notificationStub({ granted }: { granted: boolean }) {
  const Real = window.Notification;
  const w = window as unknown as { notes: { title: string; body: string; tag: string }[]; asked: number };
  w.notes = [];
  w.asked = 0;
  let permission: NotificationPermission = 'default';
  class RecordingNotification {
    static get permission(): NotificationPermission {
      return granted ? Real.permission : permission;
    }
    static requestPermission(): Promise<NotificationPermission> {
      w.asked += 1;
      if (granted) return Real.requestPermission();
      permission = 'denied';
      return Promise.resolve(permission);
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions = {}) {
      w.notes.push({ title, body: options.body ?? '', tag: options.tag ?? '' });
      (window as unknown as { lastNote: RecordingNotification }).lastNote = this;
    }
    close() {
      // A real one leaves the screen.
    }
  }
  Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
}

/** The page as a background tab sees itself (Chromium keeps a test's page visible otherwise). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      value: isHidden ? 'hidden' : 'visible',
      configurable: true,
    });
    Object.defineProperty(document, 'hidden', { value: isHidden, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The dashboard's tabs at the top of the window, under the page's header. */
async function scrollToTabs(page: Page) {
  await page.getByRole('tablist').evaluate((el) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72);
  });
}

const notes = (page: Page) =>
  page.evaluate(() => (window as unknown as { notes: { title: string; body: string; tag: string }[] }).notes);
const asked = (page: Page) => page.evaluate(() => (window as unknown as { asked: number }).asked);

describe('finding, exporting and notifying of conversations', () => {
  const suite = useBrowser({ admin: true });

  async function openTab(viewport = DESKTOP) {
    const t = await suite.open(viewport);
    await loginAsAdmin(t.page);
    await t.page.getByRole('tab', { name: 'Live Chat' }).click();
    const list = t.page.getByRole('region', { name: /^Conversations/ });
    await list.getByRole('list', { name: 'Conversations' }).waitFor();
    return {
      ...t,
      list,
      search: list.getByRole('searchbox', { name: 'Search conversations' }),
      show: (label: string) =>
        list.getByRole('group', { name: 'Show' }).getByRole('button', { name: label, exact: true }),
      /** The list of the search now, not the last one's rows shown while it loads. */
      settled: () =>
        expect
          .poll(() => list.getByRole('list', { name: 'Conversations' }).getAttribute('aria-busy'))
          .not.toBe('true'),
      rows: () =>
        list
          .locator('button[data-session-id]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-session-id'))),
    };
  }

  it('searches by text and name, filters open and resolved, and keeps pushes outside the search out', async () => {
    const ana = await startVisitor(`Ana ${family}`, `My code FIND-${family} did not spin`);
    const ben = await startVisitor(`Ben ${family}`, 'Hello, where is my prize?');
    const cai = await startVisitor(`Cai ${family}`, 'Is 100% of the deposit counted?');
    await ana.say('Any news?');
    await suite.admin.request.post(`/api/chat/sessions/${ben.sessionId}/resolve`);
    const { page, list, search, show, rows, settled } = await openTab();

    // A word of Ana's first message, no longer the one the list shows; any case.
    await search.fill(`find-${family}`);
    await expect.poll(rows).toEqual([ana.sessionId]);
    await list.getByRole('heading', { name: 'Conversations (1)' }).waitFor();
    // By name; a % taken literally.
    await search.fill(`ben ${family}`);
    await expect.poll(rows).toEqual([ben.sessionId]);
    await search.fill('100%');
    await expect.poll(rows).toEqual([cai.sessionId]);
    await search.fill(`nothing like this ${family}`);
    await list.getByText('No conversations match').waitFor();

    // By the family name: open ones (newest first), resolved ones, all (open first).
    await search.fill(family);
    await expect.poll(rows).toEqual([ana.sessionId, cai.sessionId, ben.sessionId]);
    await show('Open').click();
    expect(await show('Open').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(rows).toEqual([ana.sessionId, cai.sessionId]);
    await show('Resolved').click();
    await expect.poll(rows).toEqual([ben.sessionId]);

    // A new conversation outside the search never appears in it; one inside it does, once fetched again.
    await show('Open').click();
    await expect.poll(rows).toEqual([ana.sessionId, cai.sessionId]);
    const outsider = await startVisitor('Someone else', 'A question about nothing in particular');
    const insider = await startVisitor(`Dee ${family}`, 'Hi');
    await expect.poll(rows).toEqual([insider.sessionId, ana.sessionId, cai.sessionId]);
    expect(await rows()).not.toContain(outsider.sessionId);
    // Ben writes again: his conversation reopens and the Open filter has it, at the top.
    await ben.say('Still waiting');
    await expect.poll(rows).toEqual([ben.sessionId, insider.sessionId, ana.sessionId, cai.sessionId]);

    // Ana's conversation open beside the search, the tab at the top of the window.
    await list.locator(`button[data-session-id="${ana.sessionId}"]`).click();
    await page
      .getByRole('region', { name: `Conversation with Ana ${family}` })
      .getByText('Any news?')
      .waitFor();
    await settled();
    await scrollToTabs(page);
    await screenshot(page, 'live-chat-search');
    await expectNoSeriousAxeIssues(page, 'live chat tab with a search');

    // The whole list again, as pushes keep it: every conversation, the outsider too.
    await search.fill('');
    await show('All').click();
    await expect.poll(async () => (await rows()).includes(outsider.sessionId)).toBe(true);
  });

  it('searches and filters on a phone', async () => {
    const eve = await startVisitor(`Eve ${family}`, 'Phone search test');
    const { page, list, search, show, rows, settled } = await openTab(PHONE);
    await search.fill(`eve ${family}`);
    await expect.poll(async () => (await rows()).length).toBe(1);
    await show('Open').click();
    await settled();
    await scrollToTabs(page);
    await screenshot(page, 'live-chat-search-phone');
    await expectNoSeriousAxeIssues(page, 'live chat tab with a search on a phone');

    // The conversation under the list, its actions (notifications, sound, resolve, export) above it.
    await list.locator(`button[data-session-id="${eve.sessionId}"]`).click();
    const pane = page.getByRole('region', { name: `Conversation with Eve ${family}` });
    await pane.getByRole('log').getByText('Phone search test').waitFor();
    await pane.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
    await screenshot(page, 'live-chat-export-phone');
    await expectNoSeriousAxeIssues(page, 'live chat conversation on a phone');
  });

  it('exports a conversation as a text transcript and as CSV, times in UTC+8', async () => {
    const fay = await startVisitor(`Fay ${family}`, 'First line\nsecond line');
    await suite.admin.request.post('/api/chat/send', {
      data: { sessionId: fay.sessionId, message: '=1+1 is not a formula here' },
    });
    const { page, list } = await openTab();
    await list.locator(`button[data-session-id="${fay.sessionId}"]`).click();
    const pane = page.getByRole('region', { name: `Conversation with Fay ${family}` });
    await pane.getByRole('log').getByText('=1+1 is not a formula here').waitFor();

    const save = async (button: string): Promise<{ name: string; text: string }> => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        pane.getByRole('button', { name: button }).click(),
      ]);
      const file = await download.path();
      return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
    };
    const stamp = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+8\)`;

    const transcript = await save('Export text');
    expect(transcript.name).toMatch(
      new RegExp(`^chat-fay-${family.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.txt$`),
    );
    const lines = transcript.text.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Conversation with Fay ${family}, exported ${stamp}$`));
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(new RegExp(`^${stamp} \\[visitor\\] Fay ${family}: First line$`)),
      '    second line',
      expect.stringMatching(new RegExp(`^${stamp} \\[operator\\] Support: =1\\+1 is not a formula here$`)),
      '',
    ]);

    const csv = await save('Export CSV');
    expect(csv.name).toMatch(new RegExp(`^chat-fay-${family.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(csv.text.startsWith('\uFEFFMessage ID,Time (UTC+8),Sender,Operator,Message\r\n')).toBe(true);
    expect(csv.text).toContain(`,Fay ${family},false,"First line\nsecond line"\r\n`);
    expect(csv.text).toContain(`+08:00,Support,true,'=1+1 is not a formula here\r\n`);
  });

  it('notifies of a new conversation while the dashboard is hidden; clicking it opens that conversation', async () => {
    const t = await suite.open(DESKTOP);
    await t.context.grantPermissions(['notifications'], { origin: baseURL() });
    await t.context.addInitScript(notificationStub, { granted: true });
    const { page } = t;
    const earlier = await startVisitor(`Gil ${family}`, 'An earlier conversation');
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    await page.getByText('Notifications on').waitFor();
    // Another tab of the dashboard, then the whole page in the background.
    await page.getByRole('tab', { name: 'Promo Codes & Deposits' }).click();
    await setHidden(page, true);

    // A message in a conversation already listed is not a new chat.
    await earlier.say('Me again');
    const long = `Hello from a new visitor ${family}, `.padEnd(130, 'x');
    const hana = await startVisitor(`Hana ${family}`, long);
    await expect
      .poll(() => notes(page))
      .toEqual([
        // The start of the message: 100 characters with the "…" that says there is more.
        {
          title: `New chat from Hana ${family}`,
          body: `${long.slice(0, 99)}…`,
          tag: `chat-${hana.sessionId}`,
        },
      ]);

    await setHidden(page, false);
    await page.evaluate(() =>
      (window as unknown as { lastNote: { onclick: () => void } }).lastNote.onclick(),
    );
    expect(await page.getByRole('tab', { name: 'Live Chat' }).getAttribute('aria-selected')).toBe('true');
    await page
      .getByRole('region', { name: `Conversation with Hana ${family}` })
      .getByText(long)
      .waitFor();
    const row = page.locator(`button[data-session-id="${hana.sessionId}"]`);
    expect(await row.getAttribute('aria-pressed')).toBe('true');
    // Shown while visible: read.
    await row.getByText('unread').waitFor({ state: 'detached' });
    expect(await asked(page)).toBe(0);
    expect(await notes(page)).toHaveLength(1);
  });

  it('asks for permission only from the button, and then shows what the browser said', async () => {
    const t = await suite.open(DESKTOP);
    await t.context.addInitScript(notificationStub, { granted: false });
    const { page } = t;
    await loginAsAdmin(page);
    await page.getByRole('tab', { name: 'Live Chat' }).click();
    const button = page.getByRole('button', { name: 'Turn on notifications' });
    await button.waitFor();
    // Loading the dashboard and opening the tab asked nothing; a hidden page with notifications off
    // shows none.
    await setHidden(page, true);
    await startVisitor(`Ivy ${family}`, 'Nobody is notified of me');
    await page.waitForTimeout(500);
    expect(await notes(page)).toEqual([]);
    await setHidden(page, false);
    expect(await asked(page)).toBe(0);

    await button.click();
    await page.getByText('Notifications blocked by the browser').waitFor();
    expect(await asked(page)).toBe(1);
  });
});
