// Publish and Discard draft, shared by the HOME and NOTICE builders: the buttons for the toolbar and the
// two confirmations. Publish names what it changes before anything goes live (each entry added, changed
// and removed, so a stray one is seen); a refusal (the draft was overtaken by another publish, or changed
// elsewhere) is said in the dialog in the server's words.
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DialogClose, DialogFrame } from '#client/components/ui/dialog-frame.tsx';
import { useId } from '#client/lib/use-id';
import type { DraftChanges } from './draft-changes';
import type { BuilderDraft } from './use-builder-draft';
import type { PublishFlow } from './use-builder-tab';

export function PublishButtons<T>({ builder, tab }: { builder: BuilderDraft<T>; tab: PublishFlow }) {
  const idle = builder.loaded && !tab.busy && builder.status !== 'conflict';
  return (
    <>
      <Button variant="outline" onClick={tab.askToDiscard} disabled={!idle || !builder.hasChanges}>
        {m.builder_discard}
      </Button>
      <Button onClick={() => void tab.askToPublish()} disabled={!idle || !builder.hasChanges}>
        {tab.busy && tab.confirming === null ? m.builder_saving : m.builder_publish}
      </Button>
    </>
  );
}

export function PublishDialogs({
  tab,
  pageName,
  changes,
}: {
  tab: PublishFlow;
  /** 'home page' in a sentence (builder_homePage). */
  pageName: string;
  /** What the publish changes (describeChanges); null while the published page has not loaded. */
  changes: DraftChanges | null;
}) {
  return (
    <>
      {/* A long dialog: the list scrolls between the title and the buttons, which stay in view. */}
      <DialogFrame
        open={tab.confirming === 'publish'}
        onOpenChange={(open) => {
          if (!open) tab.cancel();
        }}
        title={m.builder_publishTitle({ page: pageName })}
        description={m.builder_publishText}
        width="md"
        long
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{m.ui_cancel}</Button>
            </DialogClose>
            <Button disabled={tab.busy} onClick={() => void tab.publish()}>
              {tab.busy ? m.builder_publishing : m.builder_publish}
            </Button>
          </>
        }
      >
        {changes === null ? (
          <p className="text-sm text-slate-700">{m.builder_changesUnknown}</p>
        ) : (
          <ChangeList changes={changes} />
        )}
        {tab.publishError !== null && (
          <p
            role="alert"
            className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {tab.publishError}
          </p>
        )}
      </DialogFrame>
      <ConfirmDialog
        open={tab.confirming === 'discard'}
        onOpenChange={(open) => {
          if (!open) tab.cancel();
        }}
        title={m.builder_discardTitle}
        description={m.builder_discardText({ page: pageName })}
        confirmLabel={m.builder_discard}
        danger
        busy={tab.busy}
        onConfirm={() => void tab.discard()}
      />
    </>
  );
}

/**
 * Each group under its heading, its names as a list (each one text, never markup), then the notes. It
 * takes the keyboard: a long list scrolls, and arrow keys scroll it once it has focus.
 */
function ChangeList({ changes }: { changes: DraftChanges }) {
  const id = useId();
  return (
    <section
      aria-label={m.builder_changesList}
      tabIndex={0}
      className="flex flex-col gap-3 rounded text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      {changes.groups.map((group) => (
        <div key={group.kind}>
          <h3 id={`${id}-${group.kind}`} className="font-semibold text-slate-900">
            {group.heading}
          </h3>
          <ul
            aria-labelledby={`${id}-${group.kind}`}
            className="mt-1 list-disc space-y-1 pl-5 break-words text-slate-700"
          >
            {group.names.map((name, index) => (
              <li key={index}>{name}</li>
            ))}
          </ul>
          {group.more && <p className="mt-1 pl-5 text-slate-600">{group.more}</p>}
        </div>
      ))}
      {changes.notes.map((note) => (
        <p key={note} className="font-semibold text-slate-900">
          {note}
        </p>
      ))}
    </section>
  );
}
