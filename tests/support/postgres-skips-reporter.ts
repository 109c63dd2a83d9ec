// Prints, at the end of a run without DATABASE_URL, the tests skipped because they need PostgreSQL
// (itOnPostgres) and how to run them, so that a green run on PGlite does not read as all of them passed.
import type { Reporter, TestModule } from 'vitest/node';
import { NEEDS_POSTGRES } from './postgres-only';

export default class PostgresSkipsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped: string[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests('skipped')) {
        if (test.name.endsWith(NEEDS_POSTGRES))
          skipped.push(
            `  - ${test.module.moduleId.replace(`${process.cwd()}/`, '')}: ${test.name.replace(` ${NEEDS_POSTGRES}`, '')}`,
          );
      }
    }
    if (skipped.length === 0) return;
    process.stdout.write(
      [
        '',
        `${skipped.length} test${skipped.length === 1 ? '' : 's'} skipped: they need PostgreSQL (two instances on one database), which PGlite cannot be.`,
        ...skipped,
        'Run them with a PostgreSQL you can create databases on:',
        '  DATABASE_URL=postgres://user:password@localhost:5432/postgres npm run test:api',
        "(.ci/run installs PostgreSQL and does this; README 'Tests'.)",
        '',
      ].join('\n'),
    );
  }
}
