// The server's amounts ('1234.50') as RM in this language, for the claims' screens. Not in i18n/format:
// that module loads with the dashboard, and this is needed only once the Claims or Prizes tab opens.
import { parseMoneyToCents } from '#shared/money';
import { money } from '#client/i18n/format';

export const rm = (amount: string): string => money(parseMoneyToCents(amount) ?? 0);
