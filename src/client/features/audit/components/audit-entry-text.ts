// How an audit entry's actor and target read in the table (its words are #shared/audit-words, its time
// businessStamp).
import * as m from '#messages';
import type { AuditEntryItem } from '#shared/api/audit';

export const ACTOR_LABEL: Record<AuditEntryItem['actor'], string> = {
  admin: m.admin_actorAdmin,
  visitor: m.admin_actorVisitor,
  system: m.admin_actorSystem,
};

/** Who did it: the operator by their name at the time, else a visitor or the server. */
export const whoText = (entry: Pick<AuditEntryItem, 'actor' | 'staffName'>): string =>
  entry.staffName || ACTOR_LABEL[entry.actor];

/** The words of one language for a target: each setting's name by its key, and a batch's label. */
export interface TargetWords {
  settings: Record<string, string>;
  batch: (p: { id: number }) => string;
}

const THIS_LANGUAGE: TargetWords = { settings: m.admin_auditSettingNames, batch: m.promo_batchLabel };

/** The actions whose target is a setting, recorded as 'pageType.key' (dev_general.customPrizeNames). */
const SETTING_ACTIONS: readonly string[] = ['settings.save', 'builder.draft_discarded'];

/**
 * An entry's target in words: a setting by its name, a batch as this language labels batches. Anything
 * else (a code, a customer) reads as recorded, and so does a setting these words do not name; the
 * recorded target is always behind the entry's Details.
 */
export function targetText(
  { action, target }: Pick<AuditEntryItem, 'action' | 'target'>,
  words: TargetWords = THIS_LANGUAGE,
): string {
  if (SETTING_ACTIONS.includes(action))
    return words.settings[target.slice(target.indexOf('.') + 1)] ?? target;
  const batch = /^batch (\d+)$/.exec(target);
  return batch ? words.batch({ id: Number(batch[1]) }) : target;
}
