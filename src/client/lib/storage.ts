// localStorage that never throws (private mode, quota, disabled storage): a cache, never the truth.
export const local = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** False when the browser refused (full or disabled storage): the server still has the data. */
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
