// Unsaved edits on this page (a builder's draft): leaving asks first, whether the tab is closed or
// reloaded (beforeunload) or the header's links or Logout are used (in-app navigation, which
// beforeunload does not see).
import { useEffect } from 'react';
import * as m from '#messages';

const dirtyEditors = new Set<symbol>();

const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

/** Marks this editor's unsaved edits while `dirty` holds (and until it unmounts). */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const editor = Symbol('editor');
    dirtyEditors.add(editor);
    // preventDefault is how current browsers are asked to confirm (returnValue is deprecated).
    if (dirtyEditors.size === 1) window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      dirtyEditors.delete(editor);
      if (dirtyEditors.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
    };
  }, [dirty]);
}

/** True when nothing is unsaved, or the user agrees to drop it. For in-app links and Logout. */
export function confirmLeavingPage(): boolean {
  return dirtyEditors.size === 0 || window.confirm(m.ui_leaveUnsaved);
}

/** Drops the unsaved marks once the person has agreed to leave, so the reload that follows asks nothing more. */
export function forgetUnsavedChanges(): void {
  dirtyEditors.clear();
  window.removeEventListener('beforeunload', warnBeforeUnload);
}
