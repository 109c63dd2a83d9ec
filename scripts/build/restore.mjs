// npm run restore -- FILE [--replace]: the built restore command (src/server/cli/restore.ts), from the same
// build as `npm start`, built first when the sources are newer.
import './check-node.mjs';
import { runBuilt } from './built.mjs';

await runBuilt('restore');
