// What a form says when a shared rule (a zod schema of #shared/api) refuses what was typed. The rules
// word their refusals in English, naming the field ("depositAmount must be greater than 0"); the
// English build shows that as it is, the Chinese and Malay builds word the same refusal in their
// language from what the rule found (too short, too long, too small, too large, malformed) and the
// field's name in that language.
import * as m from '#messages';

/** The parts of a zod issue this reads (zod 4's shape, all but message and path optional). */
export interface RuleIssue {
  message: string;
  path: readonly PropertyKey[];
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/**
 * The field's name in this language: the last named part of the path ('sections.2.title' is the title),
 * as the forms call it; the name as it is when this language has no word for it.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const named = path.filter((part): part is string => typeof part === 'string' && !/^\d+$/.test(part));
  const last = named.at(-1) ?? '';
  return Object.hasOwn(m.errors_fieldNames, last) ? (m.errors_fieldNames[last] ?? last) : last;
}

export function issueText(issue: RuleIssue): string {
  if (m.LOCALE === 'en') return issue.message;
  const field = fieldLabel(issue.path);
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const text = issue.origin === 'string' || issue.origin === 'array';
  if (field === '') return m.errors_requestInvalid;
  if (issue.code === 'too_small' && text) {
    return limit <= 1 ? m.errors_fieldEmpty({ field }) : m.errors_fieldTooShort({ field, min: limit });
  }
  if (issue.code === 'too_big' && text) return m.errors_fieldTooLong({ field, max: limit });
  if (issue.code === 'too_small') return m.errors_fieldTooSmall({ field, min: limit });
  if (issue.code === 'too_big') return m.errors_fieldTooLarge({ field, max: limit });
  return m.errors_field({ field });
}

/** What a check of a form says: null when it passed, else its first refusal, else `fallback`. */
export function refusalText(
  checked: { success: true } | { success: false; error: { issues: readonly RuleIssue[] } },
  fallback: string,
): string | null {
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  return issue ? issueText(issue) : fallback;
}
