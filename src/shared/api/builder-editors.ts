// Who has a page builder open (HOME, NOTICE): PUT <prefix>/editors says "this tab has it open" and
// answers who else has; DELETE <prefix>/editors/:tabId says it was closed. The builder says the names
// before anyone edits over anyone else, and a builder_editors push tells the others when the list
// changed (docs/decisions/0049-builder-editors.md).
import { z } from 'zod';
import { instantText } from './answer-fields';
import { textField } from '../input-rules';

/** A tab's own random id for its open builder (newId: a UUID or 32 hex digits). */
export const EDITOR_TAB_ID = /^[A-Za-z0-9-]{16,64}$/;

const tabIdField = () =>
  textField('tabId', {
    max: 64,
    min: 1,
    also: { pattern: EDITOR_TAB_ID, message: 'tabId must be 16 to 64 letters, digits or dashes' },
  });

export const editorTouchBodySchema = z.object({ tabId: tabIdField() });
export type EditorTouchBody = z.infer<typeof editorTouchBodySchema>;

export const editorParamsSchema = z.object({ tabId: tabIdField() });

/** A sign-in as another operator's screen names it (until people sign in by name). */
export const editorDeviceSchema = z.object({
  /** The same sign-in as the one asking: the operator's own other tab or window. */
  you: z.boolean(),
  /** The browser and system the sign-in was made from ('Firefox', 'Windows'); null when not told. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The address the sign-in came from. */
  address: z.string(),
  /** Who signed in: the person's name ('' for a sign-in of no person). */
  name: z.string(),
});
export type EditorDevice = z.infer<typeof editorDeviceSchema>;

/** Another open builder, as the one asking sees it. */
export const builderEditorSchema = editorDeviceSchema.extend({
  tabId: z.string(),
  /** When it opened the builder. */
  since: instantText,
});
export type BuilderEditor = z.infer<typeof builderEditorSchema>;

export const builderEditorsSchema = z.object({ editors: z.array(builderEditorSchema) });
export type BuilderEditors = z.infer<typeof builderEditorsSchema>;
