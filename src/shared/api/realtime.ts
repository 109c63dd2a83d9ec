// Messages the server pushes over /ws, as one discriminated union.
export type ServerMessage =
  | { type: 'settings_changed'; key: string }
  /** A draw was recorded or the history cleared. */
  | { type: 'draws_changed' }
  | { type: 'hello' };

export function parseServerMessage(data: string): ServerMessage | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('type' in value)) return null;
    if (value.type === 'hello') return { type: 'hello' };
    if (value.type === 'draws_changed') return { type: 'draws_changed' };
    if (value.type === 'settings_changed' && 'key' in value && typeof value.key === 'string') {
      return { type: 'settings_changed', key: value.key };
    }
    return null;
  } catch {
    return null;
  }
}
