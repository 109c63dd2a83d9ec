// Bahasa Melayu.
// The draw: /promo, /spin, the wheel, the win dialog and the drawing history.
export const draws_promoTitle = 'Masukkan Kod Promosi Anda';
export const draws_promoIntro = 'Masukkan kod yang anda terima dan putar untuk memenangi hadiah.';
export const draws_promoLabel = 'Kod promosi';
export const draws_promoPlaceholder = 'KOD PROMOSI';
export const draws_start = 'Mulakan Cabutan Bertuah';
export const draws_validating = 'Mengesahkan...';
