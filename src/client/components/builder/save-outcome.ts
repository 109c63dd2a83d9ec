// What the admin is told after a save, worded by each builder: the outcome decides which text shows.
import { toast } from '#client/components/ui/use-toast';
import type { SaveOutcome } from './use-builder-draft';

export type ToastText = Parameters<typeof toast>[0];

/** A toast for each outcome; an outcome left out shows none (an immediate save that worked). */
export type SaveOutcomeTexts = Partial<Record<SaveOutcome, ToastText>>;

export function toastSaveOutcome(outcome: SaveOutcome, texts: SaveOutcomeTexts): void {
  const text = texts[outcome];
  if (text) toast(text);
}
