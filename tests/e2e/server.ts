// A browser suite's own server: the built production server on its own port, on its own copy of the
// run's migrated data directory (tests/support/e2e-global-setup.ts), stopped and removed after the suite.
// No spec sees another's data, so none has to put anything back.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { builtServerEntry, serverEnv } from '../support/e2e-server-env';
import { startServerProcess, waitForHealth, type ServerProcess } from '../support/server-process';

export interface SuiteServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/** `env`: settings beyond the suites' usual ones (serverEnv), e.g. a BACKUP_DIR of the suite's choosing. */
export async function startSuiteServer(env: Record<string, string> = {}): Promise<SuiteServer> {
  const root = path.resolve(import.meta.dirname, '../..');
  const parent = await mkdtemp(path.join(tmpdir(), 'ld-e2e-'));
  const dataDir = path.join(parent, 'data');
  await cp(inject('e2eTemplateDir'), dataDir, { recursive: true });
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess([builtServerEntry(root)], { ...serverEnv(dataDir), ...env }, root);
    await waitForHealth(server);
  } catch (err) {
    server?.child.kill('SIGKILL');
    await rm(parent, { recursive: true, force: true });
    throw err;
  }
  const started = server;
  return {
    baseURL: started.baseURL,
    async stop() {
      // Graceful shutdown: SIGTERM closes the server and the database and exits 0.
      started.child.kill('SIGTERM');
      const code = await started.exited;
      await rm(parent, { recursive: true, force: true });
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${started.output()}`);
    },
  };
}
