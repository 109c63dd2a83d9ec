// How a browser-test server is started: the built entry and its environment, shared by the run's
// template (e2e-global-setup.ts) and each suite's own server (tests/e2e/server.ts).
import path from 'node:path';
import { NO_POSTGRES_ENV } from './server-process';

export const E2E_ADMIN_PASSWORD = 'e2e admin password';

/** dist/server/server.js, or under DIST_DIR. */
export const builtServerEntry = (root: string) =>
  path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'server/server.js');

export function serverEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    NODE_ENV: 'test',
    // The embedded database always: the browser suite is not run on PostgreSQL (.ci/run runs the API
    // suite there).
    ...NO_POSTGRES_ENV,
    // Specs play visitors from different addresses (X-Forwarded-For), as behind a load balancer, so
    // per-address limits (chat) count each visitor alone.
    TRUST_PROXY: '1',
  };
}
