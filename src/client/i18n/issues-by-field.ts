// A form's refusal by the shared rules, field by field: each field says its own under it.
import { issueText, type RuleIssue } from './issue-text';

/** Each field's first refusal in this language, keyed by its name (the path's first part; '' for the whole). */
export function issuesByField(issues: readonly RuleIssue[]): Record<string, string> {
  const said: Record<string, string> = {};
  for (const issue of issues) said[String(issue.path[0] ?? '')] ??= issueText(issue);
  return said;
}
