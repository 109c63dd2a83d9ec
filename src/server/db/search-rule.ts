// The search rule of the admin lists, as SQL (docs/decisions/0045): one definition for the promo table
// (features/promo), Claims (features/claims) and the deposit search (features/deposits). A row matches
// `q` when its code is q or starts with it (any case), its customer's name holds q (any case, any
// script; % and _ literally; under 3 characters: the name or a word of it starts with q), or, when q is a phone number (shared/search.ts), the name's digits hold
// q's, or the contact left in the chat the operator named after that customer does. Codes and deposits
// have no contact field of their own: the chat's is the one there is.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { phoneDigits } from '#shared/search';
import { escapeLike } from './like';
import { chatSessions, promoCodes } from './schema';

/** The characters from which a part of a name is found anywhere in it (trigrams: pg_trgm). */
export const NAME_PART_MIN = 3;

/** The columns a list's rows are searched by. */
export interface SearchedColumns {
  /** The row's code; none: the row's customer is matched by their codes (a deposit has no code). */
  code?: AnyColumn;
  /** The customer's name: the one the codes and the chats name them by. */
  customer: AnyColumn;
  /** Other names the row carries, searched like the customer's (a deposit's display name). */
  alsoNames?: AnyColumn[];
}

// Each part is written as its index is (migration 0029_search_rule): lower(code) text_pattern_ops for the
// prefix, trigrams of lower(name) and of the name's digits, lower(name) for the names another table
// gives. Those come as `= any(array(subquery))`, worked out once before the scan: an IN (subquery) in an
// OR cannot be read from an index, and made the planner read every code. The planner then ORs the
// indexes' bitmaps, so a search reads the matching rows, not every code.
const codeStarts = (code: AnyColumn | SQL, prefix: string) => sql`lower(${code}) like lower(${prefix})`;
const nameHolds = (name: AnyColumn, pattern: string) => sql`lower(${name}) like lower(${pattern})`;
/** The name's digits, as promo_codes_customer_digits_idx reads them. */
export const digitsOf = (text: AnyColumn | SQL) => sql`regexp_replace(${text}, '[^0-9]', '', 'g')`;

/** The condition `q` puts on a row of these columns. */
export function searchCondition(q: string, columns: SearchedColumns): SQL {
  const escaped = escapeLike(q);
  const prefix = `${escaped}%`;
  // Trigrams need three characters: a shorter q matches a name, or a word of it, by its start, which
  // the same index serves (docs/decisions/0045). Any part longer matches anywhere.
  const short = Array.from(q).length < NAME_PART_MIN;
  const nameParts = short ? [prefix, `% ${escaped}%`] : [`%${escaped}%`];
  const names = [columns.customer, ...(columns.alsoNames ?? [])];
  const parts: SQL[] = [
    columns.code
      ? codeStarts(columns.code, prefix)
      : sql`lower(${columns.customer}) = any(array(select lower(${promoCodes.customerName}) from ${promoCodes}
          where ${codeStarts(promoCodes.code, prefix)}))`,
    ...names.flatMap((name) => nameParts.map((pattern) => nameHolds(name, pattern))),
  ];
  const digits = phoneDigits(q);
  if (digits !== null) {
    const holdsDigits = `%${digits}%`;
    // The customer's name only: a deposit's display name is searched by its letters, not its digits.
    parts.push(sql`${digitsOf(columns.customer)} like ${holdsDigits}`);
    // The chats are few beside the codes (one per conversation): read whole, once per search.
    parts.push(sql`lower(${columns.customer}) = any(array(select lower(${chatSessions.customerName})
      from ${chatSessions} where ${chatSessions.customerName} <> ''
        and ${digitsOf(chatSessions.contact)} like ${holdsDigits}))`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The codes `q` matches, as a subquery of ids (Claims: the draws of these codes). */
export const codeIdsMatching = (q: string): SQL =>
  sql`select ${promoCodes.id} from ${promoCodes} where ${searchCondition(q, {
    code: promoCodes.code,
    customer: promoCodes.customerName,
  })}`;
