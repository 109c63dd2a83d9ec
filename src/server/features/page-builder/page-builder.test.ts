// A draft is a draft (docs/decisions/0012): the builders' drafts live on the server, visitors only ever load
// the published document, a publish is the one way a draft goes live (and the only thing that makes a
// version), and a publish from a draft that another publish has overtaken is refused with 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeBuilderLoadResponse } from '#shared/api/home-builder';
import type { PageVersion } from '#shared/api/page-builder';
import type { NoticeBuilderLoadResponse } from '#shared/api/notice-builder';
import type { DraftState } from '#shared/api/page-drafts';
import { DEFAULT_SECTION_FIELDS, type HomeBuilderData, type HomeSection } from '#shared/home-page';
import type { NoticeBuilderData } from '#shared/notice-page';
import { adminSession, type ApiAdmin } from '#tests/support/factories';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog } from '../../db/schema';

const heroSection = (id: string, title: string): HomeSection => ({
  ...DEFAULT_SECTION_FIELDS,
  logos: [],
  id,
  type: 'hero',
  title,
});

describe('the home builder draft', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  type HomeDraft = DraftState<HomeBuilderData>;
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const draft = async (): Promise<HomeDraft> => (await call('GET', '/api/home-builder/draft')).json();
  const write = (data: HomeBuilderData, revision: number, baseVersionId?: number | null) =>
    call('PUT', '/api/home-builder/draft', { data, revision, baseVersionId });
  const publish = (revision: number) => call('POST', '/api/home-builder/publish', { revision });
  const publicTitles = async () =>
    (await t.app.inject('/api/home-builder/load'))
      .json<HomeBuilderLoadResponse>()
      .data.sections.map((s) => s.title);
  const versions = async () =>
    (await call('GET', '/api/home-builder/versions')).json<{ versions: PageVersion[] }>().versions;
  const withTitles = (base: HomeBuilderData, ...titles: string[]): HomeBuilderData => ({
    ...base,
    userEdited: true,
    sections: titles.map((title, i) => ({ ...heroSection(`s${i}`, title), order: i + 1 })),
  });

  it('refuses every draft call without an admin session', async () => {
    for (const [method, url] of [
      ['GET', '/api/home-builder/draft'],
      ['PUT', '/api/home-builder/draft'],
      ['DELETE', '/api/home-builder/draft'],
      ['POST', '/api/home-builder/publish'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: { revision: 0 } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps edits in the draft until they are published, and makes one version per publish', async () => {
    const start = await draft();
    expect(start).toMatchObject({ revision: 0, exists: false, stale: false, updatedAt: null });
    const before = await publicTitles();
    const versionsBefore = (await versions()).length;

    // Three autosaves, as the builder sends them: each on the revision the last one answered.
    let res = await write(withTitles(start.data, 'Draft hero'), 0, start.baseVersionId);
    expect(res.statusCode, res.body).toBe(200);
    res = await write(withTitles(start.data, 'Draft hero', 'Added gallery'), res.json<HomeDraft>().revision);
    res = await write(withTitles(start.data, 'Draft hero', 'Added'), res.json<HomeDraft>().revision);
    const saved = res.json<HomeDraft>();
    expect(saved).toMatchObject({ revision: 3, exists: true, stale: false });

    // Visitors see none of it, and no version was made.
    expect(await publicTitles()).toEqual(before);
    expect(await versions()).toHaveLength(versionsBefore);
    // Another device (a new request) opens the same draft.
    expect((await draft()).data.sections.map((s) => s.title)).toEqual(['Draft hero', 'Added']);

    const published = await publish(saved.revision);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ success: true, message: 'Home page saved' });
    expect(await publicTitles()).toEqual(['Draft hero', 'Added']);
    const after = await versions();
    expect(after).toHaveLength(versionsBefore + 1);
    expect(after[0]?.id).toBe(published.json<{ versionId: number }>().versionId);
    // The draft is gone: the builder starts again from what is now published.
    expect(await draft()).toMatchObject({ exists: false, revision: 0, baseVersionId: after[0]?.id });
  });

  it('refuses a write on an old revision (another tab or device wrote since) with 409, keeping the newer one', async () => {
    const start = await draft();
    const first = await write(withTitles(start.data, 'Tab one'), 0, start.baseVersionId);
    expect(first.statusCode).toBe(200);
    // A second tab that loaded before the first write.
    const second = await write(withTitles(start.data, 'Tab two'), 0, start.baseVersionId);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toMatch(/changed on another device or tab/);
    const later = await write(withTitles(start.data, 'Tab two'), 5);
    expect(later.statusCode).toBe(409);
    expect((await draft()).data.sections.map((s) => s.title)).toEqual(['Tab one']);
    expect((await call('DELETE', '/api/home-builder/draft')).statusCode).toBe(200);
  });

  it('refuses to publish a draft another publish overtook, a revision not reviewed, or no draft, with 409', async () => {
    expect((await publish(0)).statusCode).toBe(409);
    const start = await draft();
    const mine = (await write(withTitles(start.data, 'Mine'), 0, start.baseVersionId)).json<HomeDraft>();

    const unreviewed = await publish(mine.revision - 1);
    expect(unreviewed.statusCode).toBe(409);
    expect(unreviewed.json<{ message: string }>().message).toMatch(/changed since you reviewed it/);

    // Someone else publishes through the original app's save-and-publish.
    const other = await call('POST', '/api/home-builder/save', { data: withTitles(start.data, 'Theirs') });
    expect(other.statusCode).toBe(200);
    expect(await draft()).toMatchObject({ exists: true, stale: true });
    const overtaken = await publish(mine.revision);
    expect(overtaken.statusCode).toBe(409);
    expect(overtaken.json<{ message: string }>().message).toBe(
      'Someone else published the home page after this draft was started. Publishing it would undo their changes: discard this draft, or restore their version into it and edit from there.',
    );
    expect(await publicTitles()).toEqual(['Theirs']);

    // Discarding starts again from theirs, and says so in the audit log.
    const discarded = await call('DELETE', '/api/home-builder/draft');
    expect(discarded.json<HomeDraft>()).toMatchObject({ exists: false, stale: false });
    expect(discarded.json<HomeDraft>().data.sections.map((s) => s.title)).toEqual(['Theirs']);
    const audit = await t.app.db.select().from(auditLog);
    expect(audit.map((a) => a.action)).toContain('builder.draft_discarded');
  });

  it('publishes a draft once when two publishes race: one 200, one 409', async () => {
    const start = await draft();
    const mine = (await write(withTitles(start.data, 'Raced'), 0, start.baseVersionId)).json<HomeDraft>();
    const versionsBefore = (await versions()).length;
    const answers = await Promise.all([publish(mine.revision), publish(mine.revision)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await versions()).toHaveLength(versionsBefore + 1);
  });

  it('refuses bad drafts with 400 naming the field, and stores nothing', async () => {
    const start = await draft();
    const bad = withTitles(start.data, 'x');
    const cases: [object, RegExp][] = [
      [
        {
          data: { ...bad, sections: [{ ...bad.sections[0], buttonUrl: 'javascript:alert(1)' }] },
          revision: 0,
        },
        /buttonUrl/,
      ],
      [{ data: bad, revision: 'one' }, /revision/],
      [{ data: bad, revision: -1 }, /revision/],
      [{ data: 'not a document', revision: 0 }, /data/],
      [{ revision: 0 }, /data/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PUT', '/api/home-builder/draft', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect((await call('POST', '/api/home-builder/publish', { revision: 'x' })).statusCode).toBe(400);
    expect(await draft()).toMatchObject({ exists: false });
  });

  it('takes the last publish as the published version, even when the clock went back between two', async () => {
    // Another instance's clock a minute behind, or this one's set back: saves are made in version order
    // (docs/decisions/0024), whatever the times they carry say.
    const publishTitled = async (title: string) => {
      const start = await draft();
      const written = await write(withTitles(start.data, title), start.revision, start.baseVersionId);
      expect(written.statusCode, written.body).toBe(200);
      const res = await publish(written.json<HomeDraft>().revision);
      expect(res.statusCode, res.body).toBe(200);
    };
    await publishTitled('Before the clock went back');
    t.clock.advance(-60_000);
    await publishTitled('After');
    t.clock.advance(60_000);

    expect(await publicTitles()).toEqual(['After']);
    const listed = await versions();
    const newestId = Math.max(...listed.map((v) => v.id));
    expect(listed[0]?.id).toBe(newestId);
    expect((await draft()).publishedVersionId).toBe(newestId);
    // A draft started now is on that version: its publish is not taken for overtaken.
    await publishTitled('Next');
    expect(await publicTitles()).toEqual(['Next']);
  });
});

describe('the notice builder draft', () => {
  let t: TestApp;
  let admin: ApiAdmin;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(() => t.close());

  it('keeps a new notice off the public page until it is published', async () => {
    const headers = admin.headers;
    const publicCount = async () =>
      (await t.app.inject('/api/notice-builder/load')).json<NoticeBuilderLoadResponse>().data.sections.length;
    const before = await publicCount();
    const start = (await t.app.inject({ url: '/api/notice-builder/draft', headers })).json<
      DraftState<NoticeBuilderData>
    >();
    const notice = {
      id: 'promo-1',
      type: 'promotion',
      title: 'New promotion',
      content: 'Soon',
      enabled: true,
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notice-builder/draft',
      headers,
      payload: { data: { ...start.data, sections: [...start.data.sections, notice] }, revision: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicCount()).toBe(before);

    const published = await t.app.inject({
      method: 'POST',
      url: '/api/notice-builder/publish',
      headers,
      payload: { revision: res.json<DraftState<NoticeBuilderData>>().revision },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Notice settings saved' });
    expect(await publicCount()).toBe(before + 1);
  });
});
