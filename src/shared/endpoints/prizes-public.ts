// The prizes, for visitors: both wheels' six slots (a cached view: its path is also the view's name in
// #shared/settings-catalog).
// Written as data rather than through endpoint(): #shared/settings-catalog reads it, and an import of
// endpoint.ts from there splits the visitor's first load (docs/decisions/0039-view-entries-as-data.md).
import type { Endpoint } from './endpoint';

export const list: Endpoint<'GET', '/api/prizes'> = { method: 'GET', path: '/api/prizes', access: 'public' };
