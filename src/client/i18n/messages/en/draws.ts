// English: SPEC's screens are written in it, and its English words are these, word for word.
// The draw: /promo, /spin, the wheel, the win dialog and the drawing history.
export const draws_promoTitle = 'Enter Your Promo Code';
export const draws_promoIntro = 'Enter the code you received and spin for your prize.';
export const draws_promoLabel = 'Promo code';
export const draws_promoPlaceholder = 'PROMO CODE';
export const draws_start = 'Start Lucky Draw';
export const draws_validating = 'Validating...';
