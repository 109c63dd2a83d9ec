// The canned replies manager's changes as plain list edits, each made from the list the last save left
// (another tab may have changed it meanwhile): null means there is nothing to save.
import { moveByStep } from '#client/lib/draft-helpers';

type Entry = { id: string };

/** The list with the entry one place up (-1) or down (1); null when it is already at that end or gone. */
export function withMoved<E extends Entry>(list: readonly E[], id: string, step: -1 | 1): E[] | null {
  const next = moveByStep(list, id, step);
  return next.some((entry, i) => entry.id !== list[i]?.id) ? next : null;
}

/** The list with the entry saved in its place; a new one, or an edit of one deleted meanwhile, at the end. */
export function withSaved<E extends Entry>(list: readonly E[], saved: E): E[] {
  const at = list.findIndex((entry) => entry.id === saved.id);
  return at < 0 ? [...list, saved] : list.map((entry) => (entry.id === saved.id ? saved : entry));
}

/** The list without the entry; null when it is gone already. */
export function withoutEntry<E extends Entry>(list: readonly E[], id: string): E[] | null {
  return list.some((entry) => entry.id === id) ? list.filter((entry) => entry.id !== id) : null;
}

/**
 * The entry that takes a deleted one's place in `after`: the one after it, or the one before when it was
 * the last (its place read in `before`, the list the operator deleted from); undefined when none is left.
 */
export function neighbourOf<E extends Entry>(before: readonly E[], after: readonly E[], id: string) {
  const index = before.findIndex((entry) => entry.id === id);
  return after[Math.min(Math.max(index, 0), after.length - 1)];
}
