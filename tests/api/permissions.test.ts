// Roles, enforced by the server (docs/decisions/0050-permissions.md): every operator route names the one
// permission it needs in the endpoint table, the OpenAPI document says it, and a session whose role lacks
// it is refused with 403 before anything is read or written. Every operator route is called as an owner,
// a manager and an agent, each a person signed in with their own login name: allowed (whatever else it
// then answers) or 403, as the role table says, the expected answer read from the route's own declaration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/endpoints/index';
import { urlOf, type Endpoint } from '#shared/endpoints/endpoint';
import { PERMISSIONS, ROLES, roleMay, type Permission, type Role } from '#shared/permissions';
import { staff } from '#server/db/schema';
import { hashPassword } from '#server/lib/password';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the English refusal says each permission covers: an API script shows the message as it is. */
const MAY_NOT: Partial<Record<Permission, string>> = {
  'codes.manage': 'make batches, or delete, void or extend codes or batches, or correct or void deposits',
  claims: 'see the claims or the prize liability, or pay or void claims',
  site: 'change the prizes, the pages, the spinning notice, the chat hours, canned replies, code message templates or the default language, or clear the draw history',
  reports: "see the statistics, today's summary, the audit log or the exports",
  staff: "manage staff, everyone's sessions, the backups or the security settings",
};
const ROLE_OPENS: Record<Role, string> = {
  owner: 'An owner may not',
  manager: 'A manager may not',
  agent: 'An agent may not',
};

const operatorEntries = () =>
  allEndpoints().filter((e): e is Endpoint & { access: Permission } => e.access !== 'public');

describe('permissions', () => {
  it('names one permission of the catalog for every operator route', () => {
    const entries = operatorEntries();
    expect(entries.length).toBeGreaterThan(50);
    const unknown = entries.filter((e) => !(PERMISSIONS as readonly string[]).includes(e.access));
    expect(unknown.map((e) => `${e.method} ${e.path}: ${e.access}`)).toEqual([]);
  });

  it('lists each operator operation with its permission and its 403 in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const doc = res.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>();
    const wrong = operatorEntries().flatMap((entry) => {
      const operation = doc.paths[entry.path.replace(/:(\w+)/g, '{$1}')]?.[entry.method.toLowerCase()];
      const responses = operation?.responses as Record<string, unknown> | undefined;
      return operation?.['x-permission'] === entry.access && responses?.['403']
        ? []
        : [`${entry.method} ${entry.path}`];
    });
    expect(wrong).toEqual([]);
  });

  it('holds the role table: an owner may do all, a manager all but staff, an agent chat and codes', () => {
    expect(PERMISSIONS.filter((p) => roleMay('owner', p))).toEqual([...PERMISSIONS]);
    expect(PERMISSIONS.filter((p) => !roleMay('manager', p))).toEqual(['staff']);
    expect(PERMISSIONS.filter((p) => roleMay('agent', p))).toEqual(['account', 'chat', 'codes']);
  });

  describe.each(ROLES)('as %s', (role: Role) => {
    let cookie: string;
    beforeAll(async () => {
      if (role === 'owner') {
        // A password alone (the form of before) signs in as the owner.
        cookie = await t.login();
        return;
      }
      // A person of this role, as the Staff tab will make them (here straight into the table).
      const password = `a long password for the ${role}`;
      await t.app.db.insert(staff).values({
        name: `Test ${role}`,
        login: `test.${role}`,
        role,
        passwordHash: await hashPassword(password),
        createdAt: t.clock.now(),
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { login: `Test.${role.toUpperCase()}`, password },
        remoteAddress: `10.0.${ROLES.indexOf(role)}.1`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const set = res.cookies.find((c) => c.name === t.app.adminCookie.name);
      cookie = `${set?.name ?? ''}=${set?.value ?? ''}`;
      const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
      expect(me.json()).toMatchObject({ login: `test.${role}`, role, name: `Test ${role}` });
    });

    it('is refused exactly the routes its role may not use, with 403 and auth.forbidden naming what the role may not do', async () => {
      // Signing out everywhere goes last: the others need this session.
      const last = (e: Endpoint) => Number(e.path === '/api/admin/sign-out-everywhere');
      const entries = operatorEntries().sort((a, b) => last(a) - last(b));
      const answers: string[] = [];
      const expected: string[] = [];
      const refusals = new Map<Permission, unknown>();
      for (const entry of entries) {
        const res = await t.app.inject({
          method: entry.method,
          // An id no record has: a route that acts on one (ends a session) finds none, changing nothing.
          url: urlOf(entry, new Proxy({}, { get: () => '999999' })),
          headers: { cookie },
          // Not a valid body for any route: an allowed call is refused by its schema, changing nothing.
          ...(entry.method === 'GET' ? {} : { payload: { notAField: true } }),
        });
        const refused = res.statusCode === 403;
        if (refused) {
          expect(res.json<{ code: string }>().code, `${entry.method} ${entry.path}`).toBe('auth.forbidden');
          refusals.set(entry.access, res.json());
        }
        expect(res.statusCode, `${entry.method} ${entry.path}`).not.toBe(401);
        answers.push(`${entry.method} ${entry.path} ${refused ? 'refused' : 'allowed'}`);
        expected.push(`${entry.method} ${entry.path} ${roleMay(role, entry.access) ? 'allowed' : 'refused'}`);
      }
      expect(answers).toEqual(expected);
      // Every route of a permission is refused in the same words: the role and what it may not do.
      const refusedPermissions = PERMISSIONS.filter((permission) => !roleMay(role, permission));
      expect(Object.fromEntries(refusals)).toEqual(
        Object.fromEntries(
          refusedPermissions.map((permission) => [
            permission,
            {
              message: `${ROLE_OPENS[role]} ${MAY_NOT[permission] ?? '(no words)'}.`,
              code: 'auth.forbidden',
              params: { role, permission },
            },
          ]),
        ),
      );
    });
  });
});
