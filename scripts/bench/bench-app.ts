// The app in-process for the benchmarks that time API answers without HTTP (bench-api, bench-lists,
// bench-stats): built on their database, with the operator signed in.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { Database } from '#server/db/types';

const PASSWORD = 'bench-password';

/** The app on `database`, and the headers of a signed-in operator's requests. */
export async function signedInApp(
  database: Database,
): Promise<{ app: FastifyInstance; headers: { cookie: string } }> {
  const app = await buildApp({ database, adminPassword: PASSWORD });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { password: PASSWORD },
  });
  const cookie = login.headers['set-cookie'];
  return { app, headers: { cookie: Array.isArray(cookie) ? cookie.join('; ') : String(cookie) } };
}
