// A one-slot toast store (at most one toast at a time, 5 s each; docs/architecture.md, Product rules): a
// new toast replaces the old.
import { useSyncExternalStore } from 'react';

export interface ToastData {
  id: number;
  title: string;
  description?: string | undefined;
  variant: 'default' | 'destructive';
  open: boolean;
  /** A button beside the words (the toast closes when it is pressed). */
  action?: ToastAction | undefined;
  /** How long it stays, when not the usual time. */
  duration?: number | undefined;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export const TOAST_DURATION_MS = 5000;

let current: ToastData | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastData | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(input: {
  title: string;
  description?: string | undefined;
  variant?: ToastData['variant'];
  action?: ToastAction;
  duration?: number;
}): void {
  emit({ variant: 'default', ...input, id: nextId++, open: true });
}

export function dismissToast(id: number): void {
  if (current?.id === id) emit({ ...current, open: false });
}

/** Closes whatever toast is showing (its news is out of date: a login that failed now succeeded). */
export function dismissCurrentToast(): void {
  if (current?.open) emit({ ...current, open: false });
}

export function useToastState(): ToastData | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
