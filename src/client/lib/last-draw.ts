// The last draw this browser made, kept for the live chat: the widget tells the
// operator which code and prize the visitor is asking about. What the spin showed, nothing more: the
// operator's records are the truth, and the server shows the code whole only when they hold it.
import { local } from './storage';

const KEY = 'lastDraw';

export interface LastDraw {
  code: string;
  prize: string;
}

export const storeLastDraw = (draw: LastDraw) => local.set(KEY, JSON.stringify(draw));

export function readLastDraw(): LastDraw | undefined {
  try {
    const value = JSON.parse(local.get(KEY) ?? 'null') as Partial<LastDraw> | null;
    if (typeof value?.code === 'string' && typeof value.prize === 'string') {
      return { code: value.code, prize: value.prize };
    }
  } catch {
    // Edited by hand: as if there were none.
  }
  return undefined;
}
