// The texts of the spin-notice area, one export each (see index.ts).
export {};
