// npm start: builds when dist/ is missing or older than the sources, then runs the built server.
import './check-node.mjs';
import { runBuilt } from './built.mjs';

await runBuilt('server');
