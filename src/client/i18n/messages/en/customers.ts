// English: the customer page (one customer's codes, deposits, wins and chats) and the links to it.

export const customers_back = 'Back to the dashboard';
export const customers_title = (p: { name: string }) => `Customer: ${p.name}`;
export const customers_loading = 'Loading the customer…';
export const customers_notFound = (p: { name: string }) => `No code, deposit or chat names ${p.name}.`;
export const customers_codes = 'Codes';
export const customers_noCodes = 'No codes.';
export const customers_uses = (p: { used: number; limit: number }) => `${p.used} of ${p.limit} used`;
export const customers_expires = (p: { at: string }) => `Expires ${p.at}`;
export const customers_deposits = 'Deposits';
export const customers_wins = 'Wins and payments';
export const customers_noWins = 'No wins yet.';
export const customers_unpaid = 'Not paid yet';
export const customers_paid = (p: { amount: string; method: string; at: string }) =>
  `Paid ${p.amount} by ${p.method} on ${p.at}`;
export const customers_chats = 'Chats';
export const customers_noChats = 'No chat is named after this customer.';
export const customers_contact = (p: { contact: string }) => `Contact: ${p.contact}`;
export const customers_resolved = 'Resolved';
export const customers_inPromoTable = (p: { code: string }) => `Find ${p.code} in the promo table`;
export const customers_inClaims = (p: { code: string }) => `Open the win of ${p.code} in Claims`;
export const customers_inDepositSearch = 'Open in the deposit search';
export const customers_inLiveChat = (p: { visitor: string }) =>
  `Open the chat with ${p.visitor} in Live Chat`;
export const customers_alsoMatching = 'Also matching:';
