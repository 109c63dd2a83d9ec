// Bahasa Melayu: halaman pelanggan (kod, deposit, kemenangan dan sembang seorang pelanggan) dan pautannya.

export const customers_back = 'Kembali ke papan pemuka';
export const customers_title = (p: { name: string }) => `Pelanggan: ${p.name}`;
export const customers_loading = 'Memuatkan pelanggan…';
export const customers_notFound = (p: { name: string }) =>
  `Tiada kod, deposit atau sembang yang bernama ${p.name}.`;
export const customers_codes = 'Kod';
export const customers_noCodes = 'Tiada kod.';
export const customers_uses = (p: { used: number; limit: number }) =>
  `${p.used} daripada ${p.limit} digunakan`;
export const customers_expires = (p: { at: string }) => `Tamat ${p.at}`;
export const customers_deposits = 'Deposit';
export const customers_wins = 'Kemenangan dan bayaran';
export const customers_noWins = 'Belum ada kemenangan.';
export const customers_unpaid = 'Belum dibayar';
export const customers_paid = (p: { amount: string; method: string; at: string }) =>
  `Dibayar ${p.amount} melalui ${p.method} pada ${p.at}`;
export const customers_chats = 'Sembang';
export const customers_noChats = 'Tiada sembang dinamakan sempena pelanggan ini.';
export const customers_contact = (p: { contact: string }) => `Hubungan: ${p.contact}`;
export const customers_resolved = 'Selesai';
export const customers_inPromoTable = (p: { code: string }) => `Cari ${p.code} dalam jadual kod promosi`;
export const customers_inClaims = (p: { code: string }) => `Buka kemenangan ${p.code} dalam Tuntutan`;
export const customers_inDepositSearch = 'Buka dalam carian deposit';
export const customers_inLiveChat = (p: { visitor: string }) =>
  `Buka sembang dengan ${p.visitor} dalam Sembang Langsung`;
export const customers_alsoMatching = 'Juga sepadan:';
