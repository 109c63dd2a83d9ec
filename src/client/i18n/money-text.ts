// The server's amounts (numeric text, '1234.50') as RM in this language: one rule for every screen that
// shows one. Text that is no amount is shown as it came, never as RM 0.00. Apart from i18n/format, which
// every page loads: the amount parser is needed only by the admin's screens.
import { parseMoneyToCents } from '#shared/money';
import { money } from './format';

export const rmText = (amount: string): string => {
  const cents = parseMoneyToCents(amount);
  return cents === null ? amount : money(cents);
};
