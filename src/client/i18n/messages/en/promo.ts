// The texts of the promo area, one export each (see index.ts).
export {};
