// What a publish changes, in words for its confirmation. The count is shared with the audit trail.
import { describeDocumentChanges, documentChanges, type DocumentShape } from '#shared/document-changes';

export type { DocumentShape } from '#shared/document-changes';

/** '2 sections added, 1 changed, 1 removed; the order changed; settings changed', or 'No changes'. */
export const describeChanges = (
  published: DocumentShape,
  draft: DocumentShape,
  noun: readonly [string, string],
): string => describeDocumentChanges(documentChanges(published, draft), noun);
