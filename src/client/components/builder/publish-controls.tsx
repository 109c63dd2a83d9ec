// Publish and Discard draft, shared by the HOME and NOTICE builders: the buttons for the toolbar and the
// two confirmations. Publish says what it changes before anything goes live; a refusal (the draft was
// overtaken by another publish, or changed elsewhere) is said in the dialog in the server's words.
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
        Discard draft
      </Button>
      <Button onClick={() => void tab.askToPublish()} disabled={!idle || !builder.hasChanges}>
        {tab.busy && tab.confirming === null ? 'Saving...' : 'Publish'}
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
  /** 'home page' */
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
        title={`Publish the ${pageName}?`}
        description={`Visitors see the draft from now on, and it is kept as a version. Changes: ${changes}.`}
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
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled={tab.busy} onClick={() => void tab.publish()}>
            {tab.busy ? 'Publishing...' : 'Publish'}
          </Button>
        </div>
      </DialogFrame>
      <ConfirmDialog
        open={tab.confirming === 'discard'}
        onOpenChange={(open) => {
          if (!open) tab.cancel();
        }}
        title="Discard the draft?"
        description={`Your unpublished changes to the ${pageName} are dropped, on every device; the builder shows the published page again.`}
        confirmLabel="Discard draft"
        danger
        busy={tab.busy}
        onConfirm={() => void tab.discard()}
      />
    </>
  );
}
