// The texts of the builder area, one export each (see index.ts).
export {};
