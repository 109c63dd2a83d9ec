// npm run db:copy -- …: the built copy command (src/server/cli/db-copy.ts), from the same build as
// `npm start`, built first when the sources are newer.
import './check-node.mjs';
import { runBuilt } from './built.mjs';

await runBuilt('db-copy');
