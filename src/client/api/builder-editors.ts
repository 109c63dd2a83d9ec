// Who has a page builder open: PUT <builder>/editors (this tab has it open; answers who else has) and
// DELETE <builder>/editors/:tabId (closed), through the builder's entries (#shared/endpoints/page-builder).
// Admin screens only: the answer is parsed with its shared schema (docs/decisions/0004).
import { builderEditorsSchema } from '#shared/api/builder-editors';
import { urlOf } from '#shared/endpoints/endpoint';
import { draftsOf } from '#shared/endpoints/page-builder';
import { request } from '../lib/admin-api-client';
import type { DraftPrefix } from './page-drafts';

export const editorsKey = (prefix: DraftPrefix) => [draftsOf[prefix].touchEditor.path] as const;

export const touchEditor = (prefix: DraftPrefix, tabId: string) =>
  request(draftsOf[prefix].touchEditor, builderEditorsSchema, { body: { tabId } });

/**
 * Says the tab closed the builder. `keepalive`, so that it still goes when the tab itself is closing
 * (the others would otherwise list it until it lapses); nothing is read of the answer.
 */
export function leaveEditor(prefix: DraftPrefix, tabId: string): void {
  const entry = draftsOf[prefix].leaveEditor;
  void fetch(urlOf(entry, { tabId }), {
    method: entry.method,
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
