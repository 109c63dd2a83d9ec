// The first thing every entry point runs (start, dev, build): on a Node.js older than the project's
// `engines.node`, say which version was found and which is needed, before any other module loads and
// fails in a way a newcomer cannot read. Only node: built-ins here, and syntax old Nodes can parse.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const packageJson = new URL('../../package.json', import.meta.url);
const needed = JSON.parse(readFileSync(packageJson, 'utf8')).engines.node;
const found = process.versions.node;

let semver;
try {
  semver = require('semver');
} catch {
  console.error('The dependencies are not installed: run `npm install` first.');
  process.exit(1);
}

if (!semver.satisfies(found, needed)) {
  const oldest = semver.minVersion(needed);
  console.error(
    `Lucky Draw needs Node.js ${needed} (at least ${oldest.major}.${oldest.minor}); this is Node.js ${found}.\n` +
      'Install a Node.js in that range (the current LTS from https://nodejs.org is), then run npm install again.',
  );
  process.exit(1);
}
