// Publish and Discard draft, shared by the HOME and NOTICE builders: the buttons for the toolbar and the
// two confirmations. Publish says what it changes before anything goes live; a refusal (the draft was
// overtaken by another publish, or changed elsewhere) is said in the dialog in the server's words.
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DialogClose, DialogFrame } from '#client/components/ui/dialog-frame.tsx';
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
  /** What the publish changes, in words ('2 sections added, 1 changed'). */
  changes: string;
}) {
  return (
    <>
      <DialogFrame
        open={tab.confirming === 'publish'}
        onOpenChange={(open) => {
          if (!open) tab.cancel();
        }}
        title={m.builder_publishTitle({ page: pageName })}
        description={m.builder_publishText({ changes })}
        width="md"
      >
        {tab.publishError !== null && (
          <p
            role="alert"
            className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            {tab.publishError}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{m.ui_cancel}</Button>
          </DialogClose>
          <Button disabled={tab.busy} onClick={() => void tab.publish()}>
            {tab.busy ? m.builder_publishing : m.builder_publish}
          </Button>
        </div>
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
