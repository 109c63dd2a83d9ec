// Who else has this builder open, said before anyone edits over anyone else: the tab tells the server it
// has the builder open (again every EDITOR_TOUCH_EVERY_MS, and when it closes), and asks again whenever
// a builder_editors push says the list changed (docs/decisions/0049-builder-editors.md). Until people
// sign in by name, another operator is named by their sign-in's browser, system and address.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as m from '#messages';
import { deviceName } from '#client/lib/device-name';
import type { BuilderEditor, EditorDevice } from '#shared/api/builder-editors';
import { EDITOR_TOUCH_EVERY_MS, parseBuilderPush } from '#shared/api/builder-push';
import { editorsKey, leaveEditor, touchEditor } from '#client/api/builder-editors';
import type { DraftPrefix } from '#client/api/page-drafts';
import { dateTime } from '#client/i18n/format';
import { newId } from '#client/lib/draft-helpers';
import { usePush } from '#client/lib/use-push';

/** The other tabs with this builder open, kept live while the component is mounted. */
export function useBuilderEditors(prefix: DraftPrefix): BuilderEditor[] {
  const [tabId] = useState(newId);
  const editors = useQuery({
    queryKey: [...editorsKey(prefix), tabId],
    queryFn: () => touchEditor(prefix, tabId),
    // The touch is the tab saying it is still here, whether or not the operator is looking at it.
    refetchInterval: EDITOR_TOUCH_EVERY_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
    select: (body) => body.editors,
  });
  const { refetch } = editors;
  useEffect(() => {
    const leave = () => leaveEditor(prefix, tabId);
    // Back from the browser's page cache (after a pagehide said it left): here again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, [prefix, tabId, refetch]);
  usePush('chat', (heard) => {
    if (parseBuilderPush(heard.data)?.prefix === prefix) void refetch();
  });
  // Pushes sent while the socket was down were missed.
  usePush('reopened', () => void refetch());
  return editors.data ?? [];
}

/**
 * A sign-in in words: 'Aisyah, Firefox on Windows (10.0.0.7)' (a sign-in of no person: without the name),
 * or the operator's own other tab.
 */
export function deviceText(device: EditorDevice): string {
  if (device.you) return m.builder_editorYou;
  const name = deviceName(device);
  const where = device.address === '' ? name : m.builder_editorAt({ name, address: device.address });
  return device.name === '' ? where : m.builder_editorPerson({ name: device.name, where });
}

/** The line under the toolbar: nothing while the operator is alone in the builder. */
export function EditorsPresent({ editors }: { editors: readonly BuilderEditor[] }) {
  return (
    // A live region that is always there, so a screen reader hears someone arrive.
    <div role="status" aria-live="polite" className={editors.length === 0 ? 'sr-only' : ''}>
      {editors.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
          <span className="font-semibold">{m.builder_editorsHere}</span>
          <ul className="flex flex-wrap gap-2">
            {editors.map((editor) => (
              <li
                key={editor.tabId}
                className="inline-flex items-center gap-1.5 rounded-full border border-sky-300 bg-white px-2.5 py-0.5"
              >
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
                {m.builder_editorSince({
                  name: deviceText(editor),
                  since: dateTime(editor.since, { year: false }),
                })}
              </li>
            ))}
          </ul>
          <span className="basis-full text-xs text-sky-900 sm:text-sm">{m.builder_editorsHint}</span>
        </div>
      )}
    </div>
  );
}
