// Each wheel's theme and each slot's picture (docs/decisions/0060-wheel-themes-and-slot-pictures.md): saved
// with the names through POST /api/prizes, shown by GET /api/prizes per wheel, pushed to open pages,
// audited in words, and refused unless the theme is one of ours and every picture one of our uploads.
import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerMessage } from '#shared/api/chat-push';
import type { PrizeLists } from '#shared/api/prizes';
import { auditLine } from '#shared/audit-words';
import { DEFAULT_PRIZE_NAMES } from '#shared/prizes';
import { multipart } from '#tests/support/multipart';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { auditLog, staff } from '../../db/schema';
import { hashPassword } from '../../lib/password';

const NONE = ['', '', '', '', '', ''];

describe('wheel themes and slot pictures', () => {
  let t: TestApp;
  let owner: string;
  let upload: string;

  /** A signed-in member of staff with `role`: their session cookie. */
  const signIn = async (login: string, role: 'manager' | 'agent') => {
    const password = `a long ${role} password`;
    await t.app.db.insert(staff).values({
      name: login,
      login,
      role,
      passwordHash: await hashPassword(password),
      createdAt: t.clock.now(),
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { login, password } });
    const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
    return `${set?.name ?? ''}=${set?.value ?? ''}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login();
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([
      { name: 'image', filename: 'prize.png', contentType: 'image/png', data: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-image',
      headers: { ...headers, cookie: owner },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    upload = res.json<{ imageUrl: string }>().imageUrl;
  });
  afterAll(() => t.close());

  const save = (payload: object, cookie = owner) =>
    t.app.inject({ method: 'POST', url: '/api/prizes', payload, headers: { cookie } });
  const prizes = async () => (await t.app.inject('/api/prizes')).json<PrizeLists>();
  const images = (lists: PrizeLists, type: 'normal' | 'super') => lists[type].map((slot) => slot.imageUrl);

  it('starts classic with no pictures on either wheel', async () => {
    const lists = await prizes();
    expect(lists.theme).toEqual({ normal: 'classic', super: 'classic' });
    expect(images(lists, 'normal')).toEqual(NONE);
    expect(images(lists, 'super')).toEqual(NONE);
  });

  it("saves one wheel's theme and pictures with its names, leaving the other wheel as it was", async () => {
    const res = await save({
      type: 'super',
      names: DEFAULT_PRIZE_NAMES.super,
      theme: 'neon',
      images: ['', upload, '', '', '', upload],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The save answers as GET does, and GET (its cached answer dropped by the save) says the same.
    for (const lists of [res.json<PrizeLists>(), await prizes()]) {
      expect(lists.theme).toEqual({ normal: 'classic', super: 'neon' });
      expect(images(lists, 'super')).toEqual(['', upload, '', '', '', upload]);
      expect(images(lists, 'normal')).toEqual(NONE);
    }

    await save({ type: 'normal', names: DEFAULT_PRIZE_NAMES.normal, theme: 'festive' });
    expect((await prizes()).theme).toEqual({ normal: 'festive', super: 'neon' });

    // A save of names alone keeps the theme and the pictures.
    await save({ type: 'super', names: DEFAULT_PRIZE_NAMES.super });
    const kept = await prizes();
    expect(kept.theme.super).toBe('neon');
    expect(images(kept, 'super')).toEqual(['', upload, '', '', '', upload]);

    // '' takes a picture away.
    await save({ type: 'super', names: DEFAULT_PRIZE_NAMES.super, images: NONE });
    expect(images(await prizes(), 'super')).toEqual(NONE);
  });

  it('pushes settings_changed to an open page, which then reads the new look', async () => {
    const ws = await t.app.injectWS('/ws');
    const heard = new Promise<string>((resolve) =>
      ws.on('message', (data: Buffer) => {
        const message = parseServerMessage(data.toString());
        if (message?.type === 'settings_changed') resolve(message.key);
      }),
    );
    const res = await save({ type: 'normal', names: DEFAULT_PRIZE_NAMES.normal, theme: 'neon' });
    expect(res.statusCode, res.body).toBe(200);
    // Filed under the first setting that changed: the names did not, the theme did.
    expect(await heard).toBe('customPrizeNames');
    ws.terminate();
    expect((await prizes()).theme.normal).toBe('neon');
  });

  it('audits the change in words, in the one row of the save', async () => {
    const res = await save({
      type: 'super',
      names: DEFAULT_PRIZE_NAMES.super,
      theme: 'festive',
      images: [upload, '', '', '', '', ''],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.action).toBe('settings.save');
    expect(entry?.target).toBe('dev_general.wheelThemes');
    expect(auditLine(entry ?? { action: '', target: '', details: {} })).toBe(
      'Wheel theme changed: super wheel: Neon → Festive, Prize pictures changed: super wheel slot 1 picture added',
    );

    await save({ type: 'super', names: DEFAULT_PRIZE_NAMES.super, images: ['', upload, '', '', '', ''] });
    const [next] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(auditLine(next ?? { action: '', target: '', details: {} })).toBe(
      'Prize pictures changed: super wheel slot 1 picture removed, super wheel slot 2 picture added',
    );
  });

  it('refuses a theme that is not ours, and pictures that are not our uploads, with 400 naming the field', async () => {
    const before = await prizes();
    const id = upload.slice('/uploads/'.length, -'.webp'.length);
    const refusals: [object, string][] = [
      [{ theme: 'disco' }, 'theme'],
      [{ theme: 'Neon' }, 'theme'],
      [{ theme: 7 }, 'theme'],
      [{ theme: '' }, 'theme'],
      [{ images: ['', '', '', 'https://evil/x.png', '', ''] }, 'images.3'],
      [{ images: ['http://example.com/uploads/x.webp', '', '', '', '', ''] }, 'images.0'],
      [{ images: ['', 'javascript:alert(1)', '', '', '', ''] }, 'images.1'],
      [{ images: ['', '', '//evil.example/x.webp', '', '', ''] }, 'images.2'],
      [{ images: ['', '', '', '', '/images/promo.webp', ''] }, 'images.4'],
      [{ images: ['', '', '', '', '', `/uploads/../${id}.webp`] }, 'images.5'],
      [{ images: ['', '', '', `${upload}?v=1`, '', ''] }, 'images.3'],
      [{ images: ['', '', '', `/uploads/${id}-800.webp`, '', ''] }, 'images.3'],
      [{ images: ['', '', '', `data:image/png;base64,AAAA`, '', ''] }, 'images.3'],
      [{ images: ['', '', '', 42, '', ''] }, 'images.3'],
      [{ images: ['', '', '', null, '', ''] }, 'images.3'],
      [{ images: [upload, '', '', '', ''] }, 'images'],
      [{ images: [upload, '', '', '', '', '', ''] }, 'images'],
      [{ images: upload }, 'images'],
    ];
    for (const [fields, field] of refusals) {
      const res = await save({ type: 'super', names: DEFAULT_PRIZE_NAMES.super, ...fields });
      const what = JSON.stringify(fields);
      expect(res.statusCode, what).toBe(400);
      const body = res.json<{ message: string; code: string; params?: { field?: string } }>();
      expect(body.code, what).toBe('validation.field');
      expect(body.message, what).toContain(field);
      expect(body.params?.field, what).toBe(field);
    }
    expect(await prizes()).toEqual(before);
  });

  it('holds a theme or pictures written through the sync save to the same rule', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/save',
      headers: { cookie: owner },
      payload: {
        pageType: 'dev_general',
        dataKey: 'prizeImages',
        dataValue: JSON.stringify({ normal: ['https://evil/x.png', '', '', '', '', ''] }),
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(images(await prizes(), 'normal')).toEqual(NONE);
  });

  it('lets a manager change the look, as the names; an agent is refused with 403', async () => {
    const manager = await signIn('look.manager', 'manager');
    const agent = await signIn('look.agent', 'agent');
    const body = { type: 'normal', names: DEFAULT_PRIZE_NAMES.normal, theme: 'classic' };
    const refused = await save(body, agent);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('auth.forbidden');
    expect((await prizes()).theme.normal).toBe('neon');
    const allowed = await save(body, manager);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await prizes()).theme.normal).toBe('classic');
  });
});
